import { backOfficeMessages } from '../../engine/messages/back-office';
import type { SettingsProblem } from './use-settings-editor';

/** Every problem the server found with the last save, by the JSON path of its setting. */
export function SettingsProblems({ problems }: { problems: readonly SettingsProblem[] }) {
  if (!problems.length) return null;
  return (
    <div className="card settings-problems" role="alert">
      <p>{backOfficeMessages.settingsNotSaved}</p>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.path} ${problem.message}`}>
            <code>{problem.path}</code> {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
