import type { JsonProblem } from '../validation/json-problems';
import type { ResolvedScreen } from './types';

/**
 * A settings screen names the editor it shows (every setting by group, or the portal's texts);
 * no other kind takes one. Each problem at the JSON pointer `at` gives.
 */
export function checkSettingsScreen(screen: ResolvedScreen, at: (...parts: (string | number)[]) => string): JsonProblem[] {
  if (screen.kind === 'settings') return screen.settingsEditor === undefined ? [{ path: at('settingsEditor'), message: 'A settings screen names its editor: "sections" or "texts"' }] : [];
  return screen.settingsEditor === undefined ? [] : [{ path: at('settingsEditor'), message: `Only a settings screen takes "settingsEditor"; this is a ${screen.kind} screen` }];
}
