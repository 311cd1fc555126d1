import { InputText } from 'primereact/inputtext';
import { linkProblem, type Promotion } from '../../../engine/assets/promotions';
import { assetScreenMessages as t, fillAssetScreen } from '../../../engine/messages/asset-screens';

interface Props {
  images: Promotion[];
  onChange: (images: Promotion[]) => void;
}

/** The active promotions in the order the overview shows them, each with its link and caption. */
export function PromotionList({ images, onChange }: Props) {
  if (!images.length) return <p className="promotions__empty">{t.noActiveImages}</p>;
  const update = (index: number, change: Partial<Promotion>) => onChange(images.map((image, i) => (i === index ? { ...image, ...change } : image)));
  const move = (index: number, by: number) => {
    const next = [...images];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved);
    onChange(next);
  };
  return (
    <ol className="promotions__list">
      {images.map((image, index) => {
        const problem = linkProblem(image.link);
        return (
          <li key={image.name} className="promotion-row" aria-label={fillAssetScreen('promotion', { name: image.name })}>
            <img src={image.src} alt="" className="promotion-row__thumb" />
            <div className="promotion-row__fields">
              <strong>{image.name}</strong>
              <label>
                {t.caption}
                <InputText value={image.caption ?? ''} maxLength={200} onChange={(e) => update(index, { caption: e.target.value })} />
              </label>
              <label>
                {t.link}
                <InputText value={image.link ?? ''} placeholder={t.linkPlaceholder} maxLength={500} invalid={Boolean(problem)} onChange={(e) => update(index, { link: e.target.value })} />
              </label>
              {problem && <small className="form-problem">{problem}</small>}
            </div>
            <div className="promotion-row__actions">
              <button type="button" className="p-button p-button-text p-button-sm" aria-label={fillAssetScreen('moveUp', { name: image.name })} disabled={index === 0} onClick={() => move(index, -1)}>
                <i className="pi pi-arrow-up" aria-hidden="true" />
              </button>
              <button type="button" className="p-button p-button-text p-button-sm" aria-label={fillAssetScreen('moveDown', { name: image.name })} disabled={index === images.length - 1} onClick={() => move(index, 1)}>
                <i className="pi pi-arrow-down" aria-hidden="true" />
              </button>
              <button type="button" className="p-button p-button-text p-button-danger p-button-sm" aria-label={fillAssetScreen('removeFromPromotions', { name: image.name })} onClick={() => onChange(images.filter((_, i) => i !== index))}>
                <i className="pi pi-times" aria-hidden="true" />
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
