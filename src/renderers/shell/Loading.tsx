import { ProgressSpinner } from 'primereact/progressspinner';

/** A centred spinner while the tenant, a session check or a lazily loaded screen arrives. */
export function Loading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="loading" role="status" aria-label={label}>
      <ProgressSpinner style={{ width: '3rem', height: '3rem' }} strokeWidth="4" />
    </div>
  );
}
