import type { Account } from '../../../../engine/api/types';
import { formatAddress } from '../../../../engine/format';
import { DropsTable } from './DropsTable';

/** Where fuel goes: each delivery location with its tanks (shown when the account has is_drops). */
export function LocationsCard({ account }: { account: Account }) {
  return (
    <section className="card overview__locations" aria-labelledby="overview-locations-title">
      <h2 id="overview-locations-title" className="card__title">
        Delivery Locations
      </h2>
      {account.locations.length === 0 && <p className="muted">No delivery locations on this account.</p>}
      {account.locations.map((location) => (
        <article key={location.location_number} className="location">
          <h3 className="location__title">
            <i className="pi pi-map-marker" aria-hidden="true" /> Location {location.location_number}
            <span className="location__address">{formatAddress(location.address)}</span>
          </h3>
          {location.drops.length > 0 ? (
            <DropsTable drops={location.drops} caption={`Tanks at location ${location.location_number}`} />
          ) : (
            <p className="muted">No tanks at this location.</p>
          )}
        </article>
      ))}
    </section>
  );
}
