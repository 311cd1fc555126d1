import { useState } from 'react';
import { ConfirmDanger } from '../../feedback/ConfirmDanger';
import { dialogTitles } from '../../../engine/messages/confirm';
import { backOfficeMessages, fillBackOffice } from '../../../engine/messages/back-office';
import type { ScreenProps } from '../../registry/types';
import { Loading } from '../../shell/Loading';
import { AssetGallery } from './AssetGallery';
import { PromotionList } from './PromotionList';
import { useAssets, type Asset } from './use-assets';
import { useBrandingDraft } from './use-branding-draft';
import { useUnsavedGuard } from '../../routing/use-unsaved-guard';
import { linkProblem } from '../../../engine/assets/promotions';
import './promotional-images.css';
import { ScreenFrame } from '../../frame/ScreenFrame';
import { assetScreenMessages as t, fillAssetScreen } from '../../../engine/messages/asset-screens';

/**
 * Promotional images (spec 1 §2, /admin/accounts/promotional-images): the enable/disable toggle,
 * the active images each with link and caption, a drag-and-drop uploader, the saved images, and
 * Save / Cancel with unsaved-change tracking. The tenant's logos live here too: upload, delete, and
 * pick the one the header shows (the `logo` setting, saved at once).
 */
export default function PromotionalImagesScreen({ screen }: ScreenProps) {
  const assets = useAssets();
  const branding = useBrandingDraft();
  const { draft, setDraft } = branding;
  useUnsavedGuard(branding.dirty);
  // The image or logo waiting for the admin's yes, asked in the portal's dialog (never window.confirm).
  const [deleting, setDeleting] = useState<Asset>();

  if (assets.loading && !assets.logos.length && !assets.images.length) return <Loading label={t.loadingImages} />;
  const active = new Set(draft.promotions.images.map((i) => i.name));
  const setPromotions = (change: Partial<typeof draft.promotions>) => setDraft({ ...draft, promotions: { ...draft.promotions, ...change } });
  const addToPromotions = (asset: Asset) => setPromotions({ images: [...draft.promotions.images, { name: asset.name, src: asset.url, caption: '', link: '' }] });
  const remove = async (asset: Asset) => {
    if (await assets.remove(asset)) {
      setPromotions({ images: draft.promotions.images.filter((i) => i.name !== asset.name) });
    }
  };
  const invalid = draft.promotions.images.some((i) => linkProblem(i.link));

  return (
    <ScreenFrame screen={screen} className="promotional-images">
      <section className="card promotions" aria-label={t.promotions}>
        <div className="promotions__toggle">
          {/* A native checkbox: PrimeReact's InputSwitch wraps its input in a second interactive element (axe nested-interactive). */}
          <input type="checkbox" id="promotions-enabled" className="promotions__check" checked={draft.promotions.enabled} onChange={(e) => setPromotions({ enabled: e.target.checked })} />
          <label htmlFor="promotions-enabled">{t.showPromotions}</label>
        </div>
        <h2>{t.activeImages}</h2>
        <PromotionList images={draft.promotions.images} onChange={(images) => setPromotions({ images })} />
        <div className="promotions__buttons">
          {branding.dirty && (
            <span className="promotions__unsaved" role="status">
              {backOfficeMessages.settingsUnsaved}
            </span>
          )}
          <button type="button" className="p-button p-button-outlined" disabled={!branding.dirty || branding.saving} onClick={branding.cancel}>
            {backOfficeMessages.cancel}
          </button>
          <button type="button" className="p-button" disabled={!branding.dirty || branding.saving || invalid} onClick={() => void branding.save()}>
            {backOfficeMessages.save}
          </button>
        </div>
      </section>

      <AssetGallery
        kind="image"
        store={assets}
        onDelete={setDeleting}
        actions={(asset) => (
          <button type="button" className="p-button p-button-text p-button-sm" disabled={active.has(asset.name)} onClick={() => addToPromotions(asset)} aria-label={fillAssetScreen(active.has(asset.name) ? 'activeOf' : 'addOf', { name: asset.name })}>
            <i className="pi pi-plus" aria-hidden="true" /> {active.has(asset.name) ? t.active : t.add}
          </button>
        )}
      />
      <AssetGallery
        kind="logo"
        store={assets}
        onDelete={setDeleting}
        actions={(asset) =>
          draft.logo === asset.url ? (
            <span className="asset-card__current">
              <i className="pi pi-check" aria-hidden="true" /> {t.headerLogo}
            </span>
          ) : (
            <button type="button" className="p-button p-button-text p-button-sm" disabled={branding.saving} onClick={() => void branding.chooseLogo(asset.url)} aria-label={fillAssetScreen('useAsLogoOf', { name: asset.name })}>
              {t.useAsLogo}
            </button>
          )
        }
      />
      <ConfirmDanger
        subject={deleting}
        onClose={() => setDeleting(undefined)}
        title={dialogTitles.deleteImage}
        message={(asset) => fillBackOffice('confirmDeleteAsset', { name: asset.name })}
        action="delete"
        onAccept={(asset) => void remove(asset)}
      />
    </ScreenFrame>
  );
}
