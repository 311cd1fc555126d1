import { portalFrameMessages as t } from '../../engine/messages/portal-frame';
/** The header's menu button of narrow screens (the stylesheet hides it above 960px). */
export function MenuToggle({ open, onToggle }: { open: boolean; onToggle?: () => void }) {
  return (
    <button
      type="button"
      className="header__toggle"
      aria-label={t.menu}
      aria-expanded={open}
      aria-controls="main-menu"
      disabled={!onToggle}
      onClick={onToggle}
    >
      <i className={open ? 'pi pi-times' : 'pi pi-bars'} aria-hidden="true" />
    </button>
  );
}
