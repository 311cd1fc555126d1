import { portalFrameMessages } from '../../engine/messages/portal-frame';
/**
 * A centred spinner while the tenant, a session check or a lazily loaded screen arrives. It is
 * PrimeReact's ProgressSpinner markup, animated by the theme's CSS alone: the component's
 * script would pull PrimeReact's base (~25 KB compressed) into the first download of every page.
 */
export function Loading({ label = portalFrameMessages.loading }: { label?: string }) {
  return (
    <div className="loading" role="status" aria-label={label}>
      <div className="p-progress-spinner loading__spinner" role="progressbar" aria-label={label} aria-busy="true">
        <svg className="p-progress-spinner-svg" viewBox="25 25 50 50">
          <circle className="p-progress-spinner-circle" cx="50" cy="50" r="20" fill="none" strokeWidth="4" strokeMiterlimit="10" />
        </svg>
      </div>
    </div>
  );
}
