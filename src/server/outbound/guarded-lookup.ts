import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isRefusedAddress } from './address-policy';

/**
 * Resolves the host as the connection will, and refuses an internal address (outside production,
 * one that is not this machine): the
 * check and the connection use the same answer, so a name that resolves outside when the URL is
 * saved and inside when it is called (DNS rebinding) is still refused. Shared by every request the
 * portal makes to an address someone else named (webhook deliveries, supplier document files).
 */
export function guardedLookup(production: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((a) => isRefusedAddress(a.address, production));
      if (refused) return callback(Object.assign(new Error(`${hostname} resolves to an internal address (${refused.address})`), { code: 'EINTERNAL' }), '', 0);
      // LookupFunction's callback takes the list too: what `all` asks for.
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
