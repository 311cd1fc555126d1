/** Shown when no supplier's portal answers at this address (settings answered 404). */
export function UnknownTenant({ host }: { host: string }) {
  return (
    <main className="boot-page" aria-labelledby="unknown-tenant-title">
      <i className="pi pi-question-circle boot-page__icon" aria-hidden="true" />
      <h1 id="unknown-tenant-title">No customer portal here</h1>
      <p>
        No fuel supplier's portal is configured for <strong>{host}</strong>.
      </p>
      <p>Please check the address you were given by your supplier.</p>
    </main>
  );
}
