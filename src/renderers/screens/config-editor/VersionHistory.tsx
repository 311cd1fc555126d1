import { Button } from 'primereact/button';
import type { Schemas } from '../../../engine/api/types';
import { formatDateTime, formatStatus } from '../../../engine/format';
import { configEditorMessages as t, fillConfigEditor } from '../../../engine/messages/config-editor';
import { confirmMessages } from '../../../engine/messages/confirm';

/** Every published version, newest first, each but the live one offered to roll back to. */
export function VersionHistory({ versions, live, busy, onRollBack }: { versions: Schemas['ConfigVersion'][]; live: number; busy: boolean; onRollBack: (version: number) => void }) {
  return (
    <table className="config-editor__versions" aria-label={t.versions}>
      <thead>
        <tr>
          <th>{t.version}</th>
          <th>{t.origin}</th>
          <th>{t.published}</th>
          <th>{t.by}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {versions.map((version) => (
          <tr key={version.version}>
            <td>{version.version}</td>
            <td>{formatStatus(version.origin)}</td>
            <td>{formatDateTime(version.created_at)}</td>
            <td>{version.created_by ?? '—'}</td>
            <td>
              {version.version === live ? (
                <strong>{t.live}</strong>
              ) : (
                <Button type="button" size="small" outlined icon="pi pi-undo" label={confirmMessages.rollBack} aria-label={fillConfigEditor('rollBackTo', { version: version.version })} disabled={busy} onClick={() => onRollBack(version.version)} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
