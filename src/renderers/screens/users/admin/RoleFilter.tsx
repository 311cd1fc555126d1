import { Dropdown } from 'primereact/dropdown';
import type { Schemas } from '../../../../engine/api/types';

/** Narrows the users list to one role (sent as `roles`); cleared, it shows every role. */
export function RoleFilter({ roles, value, onChange }: { roles: readonly Schemas['Role'][]; value?: string; onChange: (role?: string) => void }) {
  return (
    <>
      <label htmlFor="users-role-filter" className="visually-hidden">
        Role
      </label>
      <Dropdown
        inputId="users-role-filter"
        value={value ?? null}
        options={roles.map((role) => ({ label: role.name, value: role.name }))}
        onChange={(event) => onChange((event.value as string | null) ?? undefined)}
        placeholder="All roles"
        showClear
        className="role-filter"
      />
    </>
  );
}
