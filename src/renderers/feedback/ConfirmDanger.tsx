import { ConfirmDialog } from 'primereact/confirmdialog';
import { confirmMessages, type ConfirmAction } from '../../engine/messages/confirm';

export interface ConfirmDangerProps<T> {
  /** What the dialog asks about: it shows while this is set. */
  subject: T | undefined;
  /** Clears the subject (Cancel, Escape, or after the accept). */
  onClose(): void;
  title: string;
  /** The question, in the catalogue's words, about this subject. */
  message(subject: T): string;
  /** The accept button's word; Cancel is the other. */
  action: ConfirmAction;
  onAccept(subject: T): void;
  /** A step that can be undone (a rollback publishes again) is not drawn as a danger. */
  danger?: boolean;
}

/**
 * The one "are you sure?" before a delete, remove or revoke: the question names the thing, the
 * accept button says what happens, Cancel is the default way out. Screens keep the subject in
 * their state and pass it here; they never write the dialog's words themselves.
 */
export function ConfirmDanger<T>({ subject, onClose, title, message, action, onAccept, danger = true }: ConfirmDangerProps<T>) {
  return (
    <ConfirmDialog
      visible={subject !== undefined}
      onHide={onClose}
      header={title}
      icon="pi pi-exclamation-triangle"
      message={subject !== undefined ? message(subject) : ''}
      acceptLabel={confirmMessages[action]}
      rejectLabel={confirmMessages.cancel}
      acceptClassName={danger ? 'p-button-danger' : undefined}
      accept={() => subject !== undefined && onAccept(subject)}
    />
  );
}
