import { portalFrameMessages as t } from '../../engine/messages/portal-frame';
/**
 * The Retry button of the failure screens, in PrimeReact's Button markup and theme classes but
 * without its script: these screens sit in the first download, where PrimeReact's base would
 * cost ~25 KB compressed for one button.
 */
export function RetryButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="p-button p-component" onClick={onClick}>
      <span className="p-button-icon p-c p-button-icon-left pi pi-refresh" aria-hidden="true" />
      <span className="p-button-label p-c">{t.retry}</span>
    </button>
  );
}
