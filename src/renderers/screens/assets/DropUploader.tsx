import { useId, useRef, useState, type DragEvent } from 'react';
import { assetScreenMessages as t } from '../../../engine/messages/asset-screens';

interface Props {
  label: string;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

/** A drag-and-drop area that is also a button opening the file picker (keyboard and touch users). One image at a time. */
export function DropUploader({ label, disabled, onFiles }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const id = useId();

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <div
      className={`drop-uploader${over ? ' drop-uploader--over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <i className="pi pi-cloud-upload" aria-hidden="true" />
      <label htmlFor={id}>{label}</label>
      <span className="drop-uploader__hint">{t.dropHint}</span>
      <button type="button" className="p-button p-button-sm p-button-outlined" disabled={disabled} onClick={() => input.current?.click()}>
        {t.chooseFile}
      </button>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml"
        hidden
        disabled={disabled}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
