import { ConfirmDialog } from 'primereact/confirmdialog';
import { confirmMessages, type ConfirmAction } from '../../engine/messages/confirm';

export interface ConfirmDangerProps<T> {
  /** What the dialog asks about: it shows while this is set. */
  subject: T | undefined;
  /** Clears the subject (Cancel, Escape, or after the accept unless `acceptMovesOn`). */
  onClose(): void;
  /** The header; the catalogue's "Please confirm" when a screen names nothing more precise. */
  title?: string;
  /** The question, in the catalogue's words, about this subject. */
  message(subject: T): string;
  /** The accept button's word: one of the catalogue's, or a layout action's own label. */
  action: ConfirmAction | { label: string };
  onAccept(subject: T): void;
  /** A step that can be undone (a rollback publishes again) is not drawn as a danger. */
  danger?: boolean;
  /** The accept leads on to another step (a table action's form): the caller moves the subject on itself. */
  acceptMovesOn?: boolean;
}

/**
 * The one "are you sure?" before a delete, remove or revoke: the question names the thing, the
 * accept button says what happens, Cancel is the default way out. Screens keep the subject in
 * their state and pass it here; they never write the dialog's words themselves.
 */
export function ConfirmDanger<T>({ subject, onClose, title, message, action, onAccept, danger = true, acceptMovesOn = false }: ConfirmDangerProps<T>) {
  return (
    <ConfirmDialog
      visible={subject !== undefined}
      // Accepting hides it too (PrimeReact says 'accept'): that way out is the accept's own.
      onHide={(result) => result !== 'accept' && onClose()}
      header={title ?? confirmMessages.title}
      icon="pi pi-exclamation-triangle"
      message={subject !== undefined ? message(subject) : ''}
      acceptLabel={typeof action === 'string' ? confirmMessages[action] : action.label}
      rejectLabel={confirmMessages.cancel}
      acceptClassName={danger ? 'p-button-danger' : undefined}
      accept={() => {
        if (subject === undefined) return;
        onAccept(subject);
        if (!acceptMovesOn) onClose();
      }}
    />
  );
}
