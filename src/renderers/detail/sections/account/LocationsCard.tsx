import type { Account } from '../../../../engine/api/types';
import { formatAddress } from '../../../../engine/format';
import { DropsTable } from './DropsTable';
import { accountCardMessages as t, fillAccountCard } from '../../../../engine/messages/account-cards';

/** Where fuel goes: each delivery location with its tanks (shown when the account has is_drops). */
export function LocationsCard({ account }: { account: Account }) {
  return (
    <section className="card overview__locations" aria-labelledby="overview-locations-title">
      <h2 id="overview-locations-title" className="card__title">
        {t.deliveryLocations}
      </h2>
      {account.locations.length === 0 && <p className="muted">{t.noLocations}</p>}
      {account.locations.map((location) => (
        <article key={location.location_number} className="location">
          <h3 className="location__title">
            <i className="pi pi-map-marker" aria-hidden="true" /> {fillAccountCard('location', { number: location.location_number })}
            <span className="location__address">{formatAddress(location.address)}</span>
          </h3>
          {location.drops.length > 0 ? (
            <DropsTable drops={location.drops} caption={fillAccountCard('tanksAtLocation', { number: location.location_number })} />
          ) : (
            <p className="muted">{t.noTanks}</p>
          )}
        </article>
      ))}
    </section>
  );
}
