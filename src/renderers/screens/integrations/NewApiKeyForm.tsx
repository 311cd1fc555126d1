import { useEffect, useRef, useState, type FormEvent } from 'react';
import scopeSchema from '../../../../schemas/entities/api-key-scope.schema.json';
import type { ApiKeyScope, NewApiKey } from './use-api-keys';

const SCOPES = scopeSchema.enum as ApiKeyScope[];

/** Name, scopes and an optional last day of a new key; the server checks them all again. */
export function NewApiKeyForm({ busy, onCreate, focusName = false }: { busy: boolean; onCreate(body: NewApiKey): Promise<boolean>; focusName?: boolean }) {
  const nameInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusName) nameInput.current?.focus();
  }, [focusName]);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['events:read']);
  const [lastDay, setLastDay] = useState('');
  const toggle = (scope: ApiKeyScope) => setScopes(scopes.includes(scope) ? scopes.filter((s) => s !== scope) : [...scopes, scope]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A key with a last day works until that day ends (UTC).
    const expires_at = lastDay ? new Date(`${lastDay}T23:59:59Z`).toISOString() : null;
    if (await onCreate({ name: name.trim(), scopes, expires_at })) {
      setName('');
      setLastDay('');
    }
  };

  return (
    <form className="card api-key-form" aria-label="Create API key" onSubmit={(event) => void submit(event)}>
      <h2>Create API Key</h2>
      <label htmlFor="api-key-name">Name</label>
      <input id="api-key-name" ref={nameInput} className="p-inputtext" value={name} maxLength={100} required onChange={(e) => setName(e.target.value)} />
      <fieldset>
        <legend>Scopes</legend>
        {SCOPES.map((scope) => (
          <label key={scope}>
            <input type="checkbox" checked={scopes.includes(scope)} onChange={() => toggle(scope)} /> {scope}
          </label>
        ))}
      </fieldset>
      <label htmlFor="api-key-expiry">Expires after (optional)</label>
      <input id="api-key-expiry" type="date" className="p-inputtext" value={lastDay} onChange={(e) => setLastDay(e.target.value)} />
      <button type="submit" className="p-button" disabled={busy || !name.trim() || !scopes.length}>
        Create
      </button>
    </form>
  );
}
