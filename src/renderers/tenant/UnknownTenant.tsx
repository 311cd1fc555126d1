import { portalFrameMessages as t } from '../../engine/messages/portal-frame';

/** Shown when no supplier's portal answers at this address (settings answered 404). */
export function UnknownTenant({ host }: { host: string }) {
  // The host in bold inside the sentence, wherever a locale puts it.
  const [before, after] = t.noPortalFor.split('{host}');
  return (
    <main className="boot-page" aria-labelledby="unknown-tenant-title">
      <i className="pi pi-question-circle boot-page__icon" aria-hidden="true" />
      <h1 id="unknown-tenant-title">{t.noPortalHere}</h1>
      <p>
        {before}
        <strong>{host}</strong>
        {after}
      </p>
      <p>{t.checkAddress}</p>
    </main>
  );
}
