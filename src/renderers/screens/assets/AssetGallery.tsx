import type { ReactNode } from 'react';
import type { Asset } from './use-assets';

interface Props {
  title: string;
  assets: Asset[];
  /** Buttons of one asset beside Delete (Add to promotions, Use as logo). */
  actions: (asset: Asset) => ReactNode;
  onDelete: (asset: Asset) => void;
  busy: boolean;
}

/** Saved logos or images as thumbnails, each with its actions and Delete. */
export function AssetGallery({ title, assets, actions, onDelete, busy }: Props) {
  return (
    <section className="asset-gallery" aria-label={title}>
      <h3>{title}</h3>
      {assets.length === 0 ? (
        <p className="promotions__empty">None saved yet.</p>
      ) : (
        <ul>
          {assets.map((asset) => (
            <li key={asset.name} className="asset-card" aria-label={asset.name}>
              <img src={asset.url} alt="" loading="lazy" />
              <span className="asset-card__name" title={asset.name}>
                {asset.name}
              </span>
              <span className="asset-card__meta">{Math.max(1, Math.round(asset.size / 1024))} KB</span>
              <div className="asset-card__actions">
                {actions(asset)}
                <button type="button" className="p-button p-button-text p-button-danger p-button-sm" disabled={busy} aria-label={`Delete ${asset.name}`} onClick={() => onDelete(asset)}>
                  <i className="pi pi-trash" aria-hidden="true" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
