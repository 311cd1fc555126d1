import type { Account, Schemas } from '../../../../engine/api/types';
import { DropsTable } from './DropsTable';

type Address = Schemas['Address'];

/** One line of an address: '12 Elm St, Springfield, MA 01101'. */
export function addressLine(address: Address | undefined): string {
  if (!address) return '';
  const stateZip = [address.state, address.zipcode].filter(Boolean).join(' ');
  return [address.street1, address.street2, address.city, stateZip].filter(Boolean).join(', ');
}

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
            <span className="location__address">{addressLine(location.address)}</span>
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
