import { useState } from 'react';
import { backOfficeMessages as bo } from '../../../engine/messages/back-office';
import type { TablePanelProps } from '../../table/panels/table-panel-renderers';
import { SecretShownOnce } from './SecretShownOnce';
import { NewApiKeyForm } from './NewApiKeyForm';
import './api-keys.css';
import { useApiKeys } from './use-api-keys';

/**
 * Integrations → API keys (issue 21), the `apiKeyCreate` panel above the table of the tenant's
 * keys: create one, its secret shown here once, to copy. The table (its columns, the revoke row
 * action) is layout data; it reads its page again after each key created.
 */
export default function ApiKeysPanel({ reload }: TablePanelProps) {
  const apiKeys = useApiKeys(reload);
  // After Done the form comes back in place of the secret: focus goes to its first field, not to the page.
  const [backToForm, setBackToForm] = useState(false);
  const [before, after] = bo.apiKeysIntro.split('{header}');
  return (
    <>
      <p>
        {before}
        <code>Authorization: Bearer …</code>
        {after}
      </p>
      {apiKeys.secret ? (
        <SecretShownOnce
          title={apiKeys.secret.name}
          value={apiKeys.secret.value}
          words={{ region: bo.apiKeySecretRegion, once: bo.apiKeyCopyOnce, label: bo.apiKeySecretLabel, copy: bo.copy, copied: bo.apiKeyCopied, done: bo.done }}
          className="api-key-secret"
          onDone={() => {
            setBackToForm(true);
            apiKeys.dismissSecret();
          }}
        />
      ) : (
        <NewApiKeyForm busy={apiKeys.busy} onCreate={apiKeys.create} focusName={backToForm} />
      )}
    </>
  );
}
