import { activePromotions } from '../../../../engine/assets/promotions';
import { useTenant } from '../../../tenant/tenant-context';
import { accountCardMessages as t } from '../../../../engine/messages/account-cards';

/**
 * The tenant's active promotions on the customer overview (issue 14 item 6): nothing unless the
 * admin enabled them; each image with its caption, and its link when that is an http(s) address.
 */
export function PromotionsCard() {
  const { settings } = useTenant();
  const promotions = activePromotions(settings);
  if (!promotions.length) return null;
  return (
    <section className="card promotions-card" aria-label={t.promotions}>
      <ul>
        {promotions.map((promotion) => {
          const figure = (
            <figure>
              <img src={promotion.src} alt={promotion.caption ?? ''} />
              {promotion.caption && <figcaption>{promotion.caption}</figcaption>}
            </figure>
          );
          return (
            <li key={promotion.name}>
              {promotion.link ? (
                <a href={promotion.link} target="_blank" rel="noopener noreferrer">
                  {figure}
                </a>
              ) : (
                figure
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
