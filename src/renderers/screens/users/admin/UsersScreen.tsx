import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { confirmMessages, dialogTitles } from '../../../../engine/messages/confirm';
import { fillRoute } from '../../../../engine/layout/screen-links';
import { fillMessage } from '../../../../engine/messages/catalogue';
import { useLayout } from '../../../layout/layout-context';
import { relatedScreen } from '../../../layout/related-screen';
import { useCanOpen } from '../../../routing/use-can-open';
import type { ScreenProps } from '../../../registry/types';
import { useImpersonation } from '../../../session/use-impersonation';
import { usePermissions } from '../../../session/permissions-context';
import { ScreenTable } from '../../../table/ScreenTable';
import { RoleFilter } from './RoleFilter';
import type { User } from './user-actions';
import { UserRowActions } from './UserRowActions';
import { useRoles } from './use-roles';
import { useUserCommands } from './use-user-commands';

/**
 * List Users (spec 1 §2, §6): server-paged, sorted and searched, filtered by role, with each
 * row's actions as the spec gives them and a Create User button to the layout's create screen.
 */
export default function UsersScreen({ screen }: ScreenProps) {
  const layout = useLayout();
  const { permissions } = usePermissions();
  const roles = useRoles();
  const [role, setRole] = useState<string>();
  const [reloadToken, setReloadToken] = useState(0);
  const [deleting, setDeleting] = useState<User>();
  const navigate = useNavigate();
  const impersonation = useImpersonation();
  const commands = useUserCommands(() => setReloadToken((token) => token + 1));
  const canOpen = useCanOpen();
  const create = relatedScreen(layout, screen, (s) => s.submit === 'createUser');
  const edit = layout.screens.find((s) => s.id === screen.rowScreen);
  const busy = commands.busy || impersonation.busy;

  const toolbar = (
    <>
      <RoleFilter roles={roles} value={role} onChange={setRole} />
      {create && canOpen(create) && (
        <Link to={create.route} className="p-button p-button-sm">
          <i className="pi pi-user-plus" aria-hidden="true" /> {create.title}
        </Link>
      )}
    </>
  );

  return (
    <>
      <ScreenTable
        screen={screen}
        filters={{ roles: role }}
        toolbar={toolbar}
        reloadToken={reloadToken}
        searchLabel="Search users"
        rowActions={(row) => (
          <UserRowActions
            user={row as User}
            permissions={permissions}
            busy={busy}
            handlers={{
              onLoginAs: (user) => impersonation.loginAs(user.user_id),
              onConfirm: (user) => void commands.confirm(user),
              onEdit: (user) => edit && navigate(fillRoute(edit.route, user)),
              onDelete: setDeleting,
            }}
          />
        )}
      />
      <ConfirmDialog
        visible={deleting !== undefined}
        onHide={() => setDeleting(undefined)}
        header={dialogTitles.deleteUser}
        icon="pi pi-exclamation-triangle"
        message={deleting ? fillMessage('confirmDeleteUser', { email: deleting.email }) : ''}
        acceptLabel={confirmMessages.delete}
        rejectLabel={confirmMessages.cancel}
        acceptClassName="p-button-danger"
        accept={() => deleting && void commands.remove(deleting)}
      />
    </>
  );
}
