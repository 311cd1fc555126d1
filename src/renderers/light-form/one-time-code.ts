/**
 * The input attributes of a one-time code field, the same in both form renderers: a numeric
 * keyboard on phones and the browser's autofill of a code it just received by text or mail.
 */
export const ONE_TIME_CODE_INPUT = { type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code' } as const;

/** The uiSchema widget name of a one-time code (the register screen's code step). */
export const ONE_TIME_CODE_WIDGET = 'oneTimeCode';
