import { backOfficeMessages as bo } from '../../../engine/messages/back-office';
import type { TablePanelProps } from '../../table/panels/table-panel-renderers';
import { FormCard } from './FormCard';
import './api-keys.css';
import { useApiKeys, type NewApiKey } from './use-api-keys';

/** A new key reads the event feed unless the Admin picks otherwise (the scope a billing sync needs). */
const START: Partial<NewApiKey> = { scopes: ['events:read'] };

/** The form card's words, read at render (the reader's language). */
const words = () => ({
  title: bo.apiKeyCreateTitle,
  label: bo.apiKeyCreateLabel,
  secret: { region: bo.apiKeySecretRegion, once: bo.apiKeyCopyOnce, label: bo.apiKeySecretLabel, copy: bo.copy, copied: bo.apiKeyCopied, done: bo.done },
});

/**
 * Integrations → API keys (issue 21), the `apiKeyCreate` panel above the table of the tenant's
 * keys: create one (the api-key-create form document: name, scopes and an optional last day, sent
 * as the end of that day, UTC; the server checks them all again), its secret shown here once, to
 * copy. The table (its columns, the revoke row action) is layout data; it reads its page again
 * after each key created.
 */
export default function ApiKeysPanel({ reload }: TablePanelProps) {
  const apiKeys = useApiKeys(reload);
  const [before, after] = bo.apiKeysIntro.split('{header}');
  return (
    <>
      <p>
        {before}
        <code>Authorization: Bearer …</code>
        {after}
      </p>
      <FormCard<NewApiKey>
        formId="api-key-create"
        name="api-key"
        words={words()}
        busy={apiKeys.busy}
        start={START}
        onSubmit={({ name = '', scopes = [], expires_at }, refuse) => apiKeys.create({ name: name.trim(), scopes, expires_at: expires_at ?? null }, refuse)}
        secret={apiKeys.secret && { title: apiKeys.secret.name, value: apiKeys.secret.value }}
        onSecretDone={apiKeys.dismissSecret}
      />
    </>
  );
}
