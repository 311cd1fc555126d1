import type { ReactNode } from 'react';
import { DropUploader } from './DropUploader';
import type { Asset, AssetKind, useAssets } from './use-assets';
import { assetScreenMessages as t, fillAssetScreen } from '../../../engine/messages/asset-screens';

interface Props {
  kind: AssetKind;
  /** The tenant's assets and the commands on them (useAssets). */
  store: ReturnType<typeof useAssets>;
  /** Buttons of one asset beside Delete (Add to promotions, Use as logo). */
  actions: (asset: Asset) => ReactNode;
  onDelete: (asset: Asset) => void;
}

/** The words of each kind's card: its landmark, heading, uploader and list (read when asked: the reader's language). */
function wordsOf(kind: AssetKind): { region: string; heading: string; upload: string; title: string } {
  return kind === 'logo' ? { region: t.logos, heading: t.logos, upload: t.uploadLogo, title: t.savedLogos } : { region: t.savedImages, heading: t.images, upload: t.uploadImage, title: t.savedImages };
}

/** One kind of the tenant's assets: an uploader, then the saved ones as thumbnails, each with its actions and Delete. */
export function AssetGallery({ kind, store, actions, onDelete }: Props) {
  const words = wordsOf(kind);
  const { busy } = store;
  const assets = kind === 'logo' ? store.logos : store.images;
  return (
    <section className="card" aria-label={words.region}>
      <h2>{words.heading}</h2>
      <DropUploader label={words.upload} disabled={busy} onFiles={(files) => void store.upload(kind, files)} />
      <AssetList title={words.title} assets={assets} actions={actions} onDelete={onDelete} busy={busy} />
    </section>
  );
}

function AssetList({ title, assets, actions, onDelete, busy }: { title: string; assets: Asset[]; busy: boolean } & Pick<Props, 'actions' | 'onDelete'>) {
  return (
    // A group, not a second region: the card around it is the region (landmarks are named once).
    <div className="asset-gallery" role="group" aria-label={title}>
      <h3>{title}</h3>
      {assets.length === 0 ? (
        <p className="promotions__empty">{t.noneSaved}</p>
      ) : (
        <ul>
          {assets.map((asset) => (
            <li key={asset.name} className="asset-card" aria-label={asset.name}>
              <img src={asset.url} alt="" loading="lazy" />
              <span className="asset-card__name" title={asset.name}>
                {asset.name}
              </span>
              <span className="asset-card__meta">{fillAssetScreen('sizeKb', { n: Math.max(1, Math.round(asset.size / 1024)) })}</span>
              <div className="asset-card__actions">
                {actions(asset)}
                <button type="button" className="p-button p-button-text p-button-danger p-button-sm" disabled={busy} aria-label={fillAssetScreen('deleteOf', { name: asset.name })} onClick={() => onDelete(asset)}>
                  <i className="pi pi-trash" aria-hidden="true" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
