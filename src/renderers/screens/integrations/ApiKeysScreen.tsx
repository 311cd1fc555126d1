import { useState } from 'react';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { backOfficeMessages as bo, fillBackOffice } from '../../../engine/messages/back-office';
import { dialogTitles } from '../../../engine/messages/confirm';
import { ConfirmDanger } from '../../feedback/ConfirmDanger';
import type { ScreenProps } from '../../registry/types';
import { Loading } from '../../shell/Loading';
import { SecretShownOnce } from './SecretShownOnce';
import { NewApiKeyForm } from './NewApiKeyForm';
import './api-keys.css';
import { useApiKeys, type ApiKey } from './use-api-keys';

const when = (at: string | null) => (at ? new Date(at).toLocaleString() : '—');

/**
 * Integrations → API keys (issue 21): the tenant's keys with their scopes, last use and state;
 * create one (its secret shown here once, to copy) and revoke one (refused at once, kept listed).
 */
export default function ApiKeysScreen({ screen }: ScreenProps) {
  const apiKeys = useApiKeys();
  const [revoking, setRevoking] = useState<ApiKey>();
  // After Done the form comes back in place of the secret: focus goes to its first field, not to the page.
  const [backToForm, setBackToForm] = useState(false);
  if (apiKeys.loading) return <Loading label="Loading the API keys" />;

  return (
    <section className="screen api-keys" aria-labelledby={`${screen.id}-title`}>
      <h1 id={`${screen.id}-title`}>{screen.title}</h1>
      <p>
        The supplier&apos;s system sends a key as <code>Authorization: Bearer …</code>. Each key works only for its scopes.
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
      <DataTable value={apiKeys.keys} dataKey="id" emptyMessage="No API keys yet." aria-label="API keys">
        <Column field="name" header="Name" />
        <Column field="prefix" header="Key" body={(key: ApiKey) => <code>{key.prefix}…</code>} />
        <Column field="scopes" header="Scopes" body={(key: ApiKey) => key.scopes.join(', ')} />
        <Column field="created_at" header="Created" body={(key: ApiKey) => `${when(key.created_at)} by ${key.created_by_email ?? key.created_by}`} />
        <Column field="expires_at" header="Expires" body={(key: ApiKey) => when(key.expires_at)} />
        <Column field="last_used_at" header="Last Used" body={(key: ApiKey) => when(key.last_used_at)} />
        <Column
          header="Status"
          body={(key: ApiKey) =>
            key.revoked_at ? (
              `Revoked ${when(key.revoked_at)}`
            ) : (
              <button type="button" className="p-button p-button-danger p-button-sm" disabled={apiKeys.busy} onClick={() => setRevoking(key)} aria-label={`Revoke ${key.name}`}>
                Revoke
              </button>
            )
          }
        />
      </DataTable>
      <ConfirmDanger
        subject={revoking}
        onClose={() => setRevoking(undefined)}
        title={dialogTitles.revokeApiKey}
        message={(key) => fillBackOffice('confirmRevokeApiKey', { name: key.name })}
        action="revoke"
        onAccept={(key) => void apiKeys.revoke(key)}
      />
    </section>
  );
}
