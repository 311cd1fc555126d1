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
  /** Shown beside the submit button (links to related screens). */
  children?: ReactNode;
  /** Changing it starts the form over: messages hidden until fields are left again. */
  resetToken?: number;
  /** The screen knows the answers are not ready (rules beyond the form's own): Submit waits. */
  blocked?: boolean;
}
