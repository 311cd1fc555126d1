import { FormCard } from './FormCard';
import type { NewApiKey } from './use-api-keys';

/** A new key reads the event feed unless the Admin picks otherwise (the scope a billing sync needs). */
const START: Partial<NewApiKey> = { scopes: ['events:read'] };

/**
 * Name, scopes and an optional last day of a new key (the api-key-create form document; the last
 * day is sent as the end of that day, UTC); the server checks them all again.
 */
export function NewApiKeyForm({ busy, onCreate, focusName = false }: { busy: boolean; onCreate(body: NewApiKey): Promise<boolean>; focusName?: boolean }) {
  return (
    <FormCard<NewApiKey>
      formId="api-key-create"
      title="Create API Key"
      label="Create API key"
      className="api-key-form"
      idPrefix="api-key"
      busy={busy}
      start={START}
      focusFirst={focusName}
      onSubmit={({ name = '', scopes = [], expires_at }) => onCreate({ name: name.trim(), scopes, expires_at: expires_at ?? null })}
    />
  );
}
