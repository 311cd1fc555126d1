/**
 * A name typed as a signature matches the account holder loosely: case, accents, punctuation and
 * spacing aside, it must hold every word of the holder's first and last name (in either order) and
 * at most one word more (a middle name or initial), or be the account's display name as a whole.
 * A typed name that leaves out a word of the holder's name, or adds two more, is not theirs.
 */
const words = (name: string): string[] =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // Letters and digits of any script are words (a Cyrillic or Chinese name too); the rest separates them.
    .replace(/[^\p{L}\p{M}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);

export interface HolderNames {
  firstName: string;
  lastName: string;
  displayName: string;
}

export function signatureMatches(typed: string, holder: HolderNames): boolean {
  const signed = words(typed);
  if (signed.length === 0) return false;
  const display = words(holder.displayName);
  if (display.length && signed.join(' ') === display.join(' ')) return true;
  const [first, last] = [words(holder.firstName), words(holder.lastName)];
  if (!first.length || !last.length) return false;
  const required = [...first, ...last];
  if (!required.every((word) => signed.includes(word))) return false;
  return signed.filter((word) => !required.includes(word)).length <= 1;
}
