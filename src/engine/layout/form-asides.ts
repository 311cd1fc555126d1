/**
 * The sections a form screen may show beside its form (its `aside`): the supplier's own support
 * contacts from the settings, for a customer who would rather call or write; a picture of a tank
 * gauge and how to read it, beside a gauge reading; a program's terms and the account's figures,
 * beside an enrolment. The renderers register
 * one component per name (typed by this list) and the layout check refuses any other name.
 */
export const formAsides = ['supportContacts', 'gaugeGuide', 'programTerms'] as const;

export type FormAside = (typeof formAsides)[number];

export function isFormAside(name: string): name is FormAside {
  return (formAsides as readonly string[]).includes(name);
}
