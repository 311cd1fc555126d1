import { useEffect, useRef, useState, type FormEvent } from 'react';
import eventTypeSchema from '../../../../../schemas/entities/event-type.schema.json';
import { webhookMessages as m } from '../../../../engine/messages/webhooks';
import type { EventType, NewWebhookEndpoint } from './use-webhook-endpoints';

// webhook.test goes only to the endpoint it is sent to, on request: subscribing to it means nothing.
const CHOICES = (eventTypeSchema.enum as EventType[]).filter((type) => type !== 'webhook.test');

/** URL, description and event types of a new endpoint; the server checks them all again (the URL's rules too). */
export function NewWebhookForm({ busy, onCreate, focusUrl = false }: { busy: boolean; onCreate(body: NewWebhookEndpoint): Promise<boolean>; focusUrl?: boolean }) {
  const urlInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusUrl) urlInput.current?.focus();
  }, [focusUrl]);
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [types, setTypes] = useState<EventType[]>([]);
  const toggle = (type: EventType) => setTypes(types.includes(type) ? types.filter((t) => t !== type) : [...types, type]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onCreate({ url: url.trim(), description: description.trim(), event_types: types })) {
      setUrl('');
      setDescription('');
      setTypes([]);
    }
  };

  return (
    <form className="card webhook-form" aria-label={m.addLabel} noValidate onSubmit={(event) => void submit(event)}>
      <h2>{m.addTitle}</h2>
      <label htmlFor="webhook-url">{m.url}</label>
      <input id="webhook-url" ref={urlInput} type="url" className="p-inputtext" value={url} maxLength={2000} required aria-describedby="webhook-url-help" onChange={(e) => setUrl(e.target.value)} />
      <small id="webhook-url-help">{m.urlHelp}</small>
      <label htmlFor="webhook-description">{m.description}</label>
      <input id="webhook-description" className="p-inputtext" value={description} maxLength={500} onChange={(e) => setDescription(e.target.value)} />
      <fieldset aria-describedby="webhook-types-help">
        <legend>{m.eventTypes}</legend>
        <small id="webhook-types-help">{m.eventTypesHelp}</small>
        <div className="webhook-types">
          {CHOICES.map((type) => (
            <label key={type}>
              <input type="checkbox" checked={types.includes(type)} onChange={() => toggle(type)} /> <code>{type}</code>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="p-button" disabled={busy || !url.trim()}>
        {m.add}
      </button>
    </form>
  );
}
