import { diffSummary, shortValue } from './diff-summary';
import type { Json } from './use-config-document';
import { configEditorMessages as t } from '../../../engine/messages/config-editor';

/** The override being edited against the published one, path by path. */
export function ChangeList({ published, current }: { published: Json; current: Json | undefined }) {
  if (!current) return <p>{t.notJson}</p>;
  const changes = diffSummary(published, current);
  if (!changes.length) return <p>{t.noChange}</p>;
  return (
    <table className="config-editor__changes" aria-label={t.changesLabel}>
      <thead>
        <tr>
          <th>{t.path}</th>
          <th>{t.change}</th>
          <th>{t.published}</th>
          <th>{t.thisDraft}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.path} className={`config-editor__change--${change.kind}`}>
            <td>
              <code>{change.path}</code>
            </td>
            <td>{t[change.kind]}</td>
            <td>{change.kind === 'added' ? '' : <code>{shortValue(change.before)}</code>}</td>
            <td>{change.kind === 'removed' ? '' : <code>{shortValue(change.after)}</code>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
