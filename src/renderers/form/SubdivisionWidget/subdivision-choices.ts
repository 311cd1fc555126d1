import type { Subdivision } from '../../../engine/address/subdivisions';

export interface Choice {
  value: string;
  label: string;
}

/** The form's country when none is chosen yet: the portal's suppliers are American. */
export const DEFAULT_COUNTRY = 'US';

/**
 * The state/province choices for a country, or undefined when the field should be free text:
 * a country without subdivisions, or one whose only "subdivision" is the country itself (type
 * Country, e.g. the Cayman Islands). A stored value the list lacks stays choosable, so loading
 * an address never blanks its state.
 */
export function subdivisionChoices(subdivisions: Subdivision[], current: unknown): Choice[] | undefined {
  if (subdivisions.length === 0 || subdivisions.every((s) => s.type === 'Country')) return undefined;
  const choices = subdivisions.map((s) => ({ value: s.code, label: s.name }));
  if (typeof current === 'string' && current !== '' && !choices.some((c) => c.value === current)) choices.unshift({ value: current, label: current });
  return choices;
}
