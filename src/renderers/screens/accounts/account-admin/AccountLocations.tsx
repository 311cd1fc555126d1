import type { Schemas } from '../../../../engine/api/types';
import { formatDate, formatUnitPrice, formatQuantity } from '../../../../engine/format';

type Location = Schemas['Location'];

/** Each service location with its tanks (drops): product, price and deliveries. */
export function AccountLocations({ locations }: { locations: readonly Location[] }) {
  return (
    <section className="card account-locations" aria-label="Locations">
      <h2>Locations</h2>
      {locations.length === 0 && <p>No locations.</p>}
      {locations.map((location) => (
        <div key={location.location_number} className="account-location">
          <h3>
            <i className="pi pi-map-marker" aria-hidden="true" /> Location {location.location_number}:{' '}
            {[location.address.street1, location.address.street2, location.address.city, `${location.address.state} ${location.address.zipcode}`].filter(Boolean).join(', ')}
          </h3>
          <table className="account-drops">
            <thead>
              <tr>
                <th scope="col">Drop</th>
                <th scope="col">Product</th>
                <th scope="col">Price</th>
                <th scope="col">Last delivery</th>
                <th scope="col">Last quantity</th>
                <th scope="col">Next delivery</th>
              </tr>
            </thead>
            <tbody>
              {location.drops.map((drop) => (
                <tr key={drop.drop_id}>
                  <td>{drop.drop_name || drop.drop_id}</td>
                  <td>{drop.product_name}</td>
                  <td className="cell--money">
                    {formatUnitPrice(drop.price)}
                    {drop.is_fixed_price ? ' (fixed)' : ''}
                  </td>
                  <td>{formatDate(drop.last_delivery_date)}</td>
                  <td>{formatQuantity(drop.last_delivery_quantity?.quantity)}</td>
                  <td>{formatDate(drop.next_delivery_date)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
