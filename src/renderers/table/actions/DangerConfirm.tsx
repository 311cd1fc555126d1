import { ConfirmDialog } from 'primereact/confirmdialog';
import { backOfficeMessages } from '../../../engine/messages/back-office';

interface DangerConfirmProps {
  /** The question; the dialog shows while there is one. */
  question?: string;
  /** The action's own word accepts (Delete, Remove…): the button says what happens. */
  acceptLabel: string;
  onAccept: () => void;
  onHide: () => void;
}

/** The one question a danger action asks before it runs, worded from the message catalogue. */
export function DangerConfirm({ question, acceptLabel, onAccept, onHide }: DangerConfirmProps) {
  return (
    <ConfirmDialog
      visible={question !== undefined}
      // Accepting hides it too: only a refusal (Cancel, Escape, the close button) is going back.
      onHide={(result) => result !== 'accept' && onHide()}
      header={backOfficeMessages.dangerConfirmHeader}
      icon="pi pi-exclamation-triangle"
      message={question ?? ''}
      acceptLabel={acceptLabel}
      rejectLabel={backOfficeMessages.dangerConfirmCancel}
      acceptClassName="p-button-danger"
      accept={onAccept}
    />
  );
}
