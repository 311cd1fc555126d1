/** A problem of the override at a JSON pointer, and who found it. */
export interface ServerProblem {
  path: string;
  message: string;
  /** editor: bad JSON or the schema, found as one types; check: the server's check of the text; server: the refused save. */
  source: 'editor' | 'check' | 'server';
  line?: number;
}

const SOURCE = { editor: 'Editor', check: 'Server check', server: 'Save refused' } as const;

/** Every problem by JSON path; picking one puts the editor's cursor on it. */
export function ProblemList({ problems, onPick }: { problems: ServerProblem[]; onPick: (path: string) => void }) {
  if (!problems.length) return null;
  return (
    <div className="config-editor__problems" role="alert">
      <strong>{problems.length === 1 ? '1 problem' : `${problems.length} problems`}</strong>
      <ul aria-label="Problems">
        {problems.map((problem, index) => (
          <li key={`${problem.source}:${problem.path}:${index}`}>
            <button type="button" className="config-editor__problem" onClick={() => onPick(problem.path)}>
              <code>{problem.path || '/'}</code> {problem.message}
              <small>
                {' '}
                — {SOURCE[problem.source]}
                {problem.line ? `, line ${problem.line}` : ''}
              </small>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
