import { jsonPointer, type JsonProblem } from '../validation/json-problems';
import { icuArgumentNames } from './icu-format';
import type { TenantWords } from './tenant-words';

/**
 * What the schema of a tenant's `translations` document cannot say (issue 24): each text must be
 * ICU MessageFormat the portal can word, using only arguments its English has — a French "{nom}"
 * where the English says "{name}" would show the braces to every reader. English that is not ICU
 * itself (a tenant's text with a stray brace) is taken as plain words: its translation may not
 * take arguments either.
 */
export function translationProblems(document: TenantWords): JsonProblem[] {
  const problems: JsonProblem[] = [];
  for (const [language, words] of Object.entries(document)) {
    for (const [english, text] of Object.entries(words ?? {})) {
      const at = jsonPointer(language, english);
      let used: string[];
      try {
        used = icuArgumentNames(text);
      } catch (error) {
        problems.push({ path: at, message: `is not a message the portal can word: ${(error as Error).message}` });
        continue;
      }
      const known = new Set(argumentsOrNone(english));
      const unknown = used.filter((name) => !known.has(name));
      if (unknown.length) problems.push({ path: at, message: `uses ${unknown.map((name) => `{${name}}`).join(', ')}, which the English text does not give` });
    }
  }
  return problems;
}

function argumentsOrNone(english: string): string[] {
  try {
    return icuArgumentNames(english);
  } catch {
    return [];
  }
}
