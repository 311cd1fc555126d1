/**
 * The panels a table screen may show between its title and its table (its `panel`): a supplier
 * file's upload with its progress above the import jobs, and one import job's facts and polled
 * progress above its refused rows, a new API key's form and its secret (shown once) above the
 * keys, a new webhook endpoint's form with the secret a create or a rotation answers (shown once) and
 * the last test's outcome above the endpoints. The renderers register one component per name (typed by this
 * list) and the layout check refuses any other name.
 */
export const tablePanels = ['importUpload', 'importJob', 'apiKeyCreate', 'webhookEndpoints'] as const;

export type TablePanel = (typeof tablePanels)[number];

export function isTablePanel(name: string): name is TablePanel {
  return (tablePanels as readonly string[]).includes(name);
}
