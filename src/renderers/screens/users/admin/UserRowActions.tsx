import { Button } from 'primereact/button';
import { userActions, type User } from './user-actions';

export interface UserRowHandlers {
  onLoginAs: (user: User) => void;
  onConfirm: (user: User) => void;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

const LABEL = { loginAs: 'Login As', confirm: 'Confirm User', edit: 'Edit', delete: 'Delete' } as const;
const ICON = { loginAs: 'pi pi-sign-in', confirm: 'pi pi-check', edit: 'pi pi-pencil', delete: 'pi pi-trash' } as const;

/** The buttons of one user row, as userActions decides them. */
export function UserRowActions({ user, permissions, busy, handlers }: { user: User; permissions: readonly string[]; busy: boolean; handlers: UserRowHandlers }) {
  const run = { loginAs: handlers.onLoginAs, confirm: handlers.onConfirm, edit: handlers.onEdit, delete: handlers.onDelete };
  return (
    <>
      {userActions(user, permissions).map((action) => (
        <Button
          key={action}
          type="button"
          size="small"
          label={LABEL[action]}
          icon={ICON[action]}
          outlined={action !== 'loginAs' && action !== 'confirm'}
          severity={action === 'delete' ? 'danger' : undefined}
          disabled={busy}
          aria-label={`${LABEL[action]} ${user.email}`}
          onClick={() => run[action](user)}
        />
      ))}
    </>
  );
}
