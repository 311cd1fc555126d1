import { diffSummary, shortValue } from './diff-summary';
import type { Json } from './use-config-document';

const WORD = { added: 'Added', removed: 'Removed', changed: 'Changed' } as const;

/** The override being edited against the published one, path by path. */
export function ChangeList({ published, current }: { published: Json; current: Json | undefined }) {
  if (!current) return <p>The text is not a JSON object yet.</p>;
  const changes = diffSummary(published, current);
  if (!changes.length) return <p>No change from the published version.</p>;
  return (
    <table className="config-editor__changes" aria-label="Changes from the published version">
      <thead>
        <tr>
          <th>Path</th>
          <th>Change</th>
          <th>Published</th>
          <th>This draft</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.path} className={`config-editor__change--${change.kind}`}>
            <td>
              <code>{change.path}</code>
            </td>
            <td>{WORD[change.kind]}</td>
            <td>{change.kind === 'added' ? '' : <code>{shortValue(change.before)}</code>}</td>
            <td>{change.kind === 'removed' ? '' : <code>{shortValue(change.after)}</code>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
