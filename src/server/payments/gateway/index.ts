import type { Database } from '../../db/database';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { GatewayUnavailable, type PaymentGateway } from './gateway';
import { createSandboxGateway } from './sandbox-gateway';

export * from './gateway';

/** The gateways a tenant may name in its `payments.gateway` setting. */
export interface Gateways {
  for(tenant: LoadedTenant): PaymentGateway;
}

export function createGateways(database: Database, now: () => Date, extra: Record<string, PaymentGateway> = {}): Gateways {
  const known: Record<string, PaymentGateway> = { sandbox: createSandboxGateway(database, now), ...extra };
  return {
    for(tenant) {
      const name = tenant.config.settings.payments?.gateway ?? 'sandbox';
      const gateway = known[name];
      // A setting naming no adapter is a deployment mistake: payments are unavailable, nothing else breaks.
      if (!gateway) throw new GatewayUnavailable(`No payment gateway "${name}" is configured`);
      return gateway;
    },
  };
}
