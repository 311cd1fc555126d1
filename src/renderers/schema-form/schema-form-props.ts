import type { ReactNode } from 'react';
import type { ScreenForm } from './use-screen-form';

/** What every form renderer takes (see form-renderers.ts). */
export interface SchemaFormProps<T extends object> {
  form: ScreenForm;
  /** The answers; the screen owns them so it can fill them from the server or start over. */
  formData: T;
  onChange: (data: T) => void;
  /** Called with valid answers (on-screen-only fields included; see formPayload). */
  onSubmit: (data: T) => void;
  busy?: boolean;
  /** Prefix of the field ids, when a page shows two forms. */
  idPrefix?: string;
  /** Shown beside the submit button, after it (links to related screens, a way back). */
  children?: ReactNode;
  /** Shown above the buttons and before the submit in the Tab order, as on screen: the bot check. */
  before?: ReactNode;
  /** Changing it starts the form over: messages hidden until fields are left again. */
  resetToken?: number;
  /** The screen knows the answers are not ready (rules beyond the form's own): Submit waits. */
  blocked?: boolean;
  /**
   * What the screen's own checks find beyond the form's rules (the engine's checks the server
   * repeats: gallons, tank size, a postal code by country…), at dotted paths: each shown at its
   * field once that field is left, so a disabled Submit is never left unexplained.
   */
  problems?: readonly FieldProblem[];
  /**
   * What the server refused, at the fields its problem names (`refusedProblems`): shown at once at
   * each field, not in a toast; the screen clears them when the answers change.
   */
  refused?: readonly FieldProblem[];
  /**
   * A submit was refused (a schema message, a rule, one of `problems`): every message now shows
   * and focus is on the first field named; the screen may show its own fields' messages too.
   */
  onRefused?: () => void;
  /**
   * One part of a step whose button is another form's (a flow's choices above its details): no
   * submit button of its own, and every message shows once `attempted` (the page tried to go on).
   */
  part?: { attempted: boolean };
}

/**
 * What a renderer of the registry is given: a screen's SchemaFormProps<T> whatever its T. A
 * renderer draws any form, so it knows the answers only as objects; it hands back through
 * `onChange` and `onSubmit` the answers the screen gave it, as the form edited them. Declared as
 * methods so every screen's props fit (React's own event handlers are declared the same way).
 */
export interface FormRendererProps extends Omit<SchemaFormProps<object>, 'onChange' | 'onSubmit'> {
  onChange(data: object): void;
  onSubmit(data: object): void;
}

export interface FieldProblem {
  path: string;
  message: string;
}
