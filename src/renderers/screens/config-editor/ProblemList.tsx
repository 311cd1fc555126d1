import { configEditorMessages as t, fillConfigEditor } from '../../../engine/messages/config-editor';
/** A problem of the override at a JSON pointer, and who found it. */
export interface ServerProblem {
  path: string;
  message: string;
  /** editor: bad JSON or the schema, found as one types; check: the server's check of the text; server: the refused save. */
  source: 'editor' | 'check' | 'server';
  line?: number;
}

/** Who found a problem, as message keys read at render (the reader's language). */
const SOURCE = { editor: 'sourceEditor', check: 'sourceCheck', server: 'sourceServer' } as const satisfies Record<ServerProblem['source'], keyof typeof t>;

/** Every problem by JSON path; picking one puts the editor's cursor on it. */
export function ProblemList({ problems, onPick }: { problems: ServerProblem[]; onPick: (path: string) => void }) {
  if (!problems.length) return null;
  return (
    <div className="config-editor__problems" role="alert">
      <strong>{problems.length === 1 ? t.oneProblem : fillConfigEditor('problemCount', { n: problems.length })}</strong>
      <ul aria-label={t.problems}>
        {problems.map((problem, index) => (
          <li key={`${problem.source}:${problem.path}:${index}`}>
            <button type="button" className="config-editor__problem" onClick={() => onPick(problem.path)}>
              <code>{problem.path || '/'}</code> {problem.message}
              <small>
                {' '}
                — {t[SOURCE[problem.source]]}
                {problem.line ? fillConfigEditor('atLine', { line: problem.line }) : ''}
              </small>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
