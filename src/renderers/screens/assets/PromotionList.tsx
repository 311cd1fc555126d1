import { InputText } from 'primereact/inputtext';
import { linkProblem, type Promotion } from '../../../engine/assets/promotions';

interface Props {
  images: Promotion[];
  onChange: (images: Promotion[]) => void;
}

/** The active promotions in the order the overview shows them, each with its link and caption. */
export function PromotionList({ images, onChange }: Props) {
  if (!images.length) return <p className="promotions__empty">No active images yet: add saved images below.</p>;
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
          <li key={image.name} className="promotion-row" aria-label={`Promotion ${image.name}`}>
            <img src={image.src} alt="" className="promotion-row__thumb" />
            <div className="promotion-row__fields">
              <strong>{image.name}</strong>
              <label>
                Caption
                <InputText value={image.caption ?? ''} maxLength={200} onChange={(e) => update(index, { caption: e.target.value })} />
              </label>
              <label>
                Link
                <InputText value={image.link ?? ''} placeholder="https://…" maxLength={500} invalid={Boolean(problem)} onChange={(e) => update(index, { link: e.target.value })} />
              </label>
              {problem && <small className="form-problem">{problem}</small>}
            </div>
            <div className="promotion-row__actions">
              <button type="button" className="p-button p-button-text p-button-sm" aria-label={`Move ${image.name} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                <i className="pi pi-arrow-up" aria-hidden="true" />
              </button>
              <button type="button" className="p-button p-button-text p-button-sm" aria-label={`Move ${image.name} down`} disabled={index === images.length - 1} onClick={() => move(index, 1)}>
                <i className="pi pi-arrow-down" aria-hidden="true" />
              </button>
              <button type="button" className="p-button p-button-text p-button-danger p-button-sm" aria-label={`Remove ${image.name} from the promotions`} onClick={() => onChange(images.filter((_, i) => i !== index))}>
                <i className="pi pi-times" aria-hidden="true" />
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
