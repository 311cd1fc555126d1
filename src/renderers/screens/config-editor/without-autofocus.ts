/** A uiSchema without its `ui:autofocus` options, at any depth. */
export function withoutAutofocus(uiSchema: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(uiSchema)
      .filter(([key]) => key !== 'ui:autofocus')
      .map(([key, value]) => [key, typeof value === 'object' && value !== null && !Array.isArray(value) ? withoutAutofocus(value as Record<string, unknown>) : value]),
  );
}
