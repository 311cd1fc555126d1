/**
 * Tenant resolution (spec 1 §1, spec 2 §7): the tenant stored in the browser wins, else the
 * first label of the host name; localhost and IP hosts have no meaningful first label, so they
 * reach a configured default tenant. The same function runs in the browser and behind
 * GET /api/settings?host=, so both sides always agree.
 */
export interface TenantDirectory {
  /** Known tenant ids. */
  ids: readonly string[];
  /** Exact host names (lower case, no port) that reach a tenant, from tenant.json `hosts`. */
  hosts: Readonly<Record<string, string>>;
  /** Tenant reached from localhost and IP addresses. */
  defaultTenant: string;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(1, trimmed.indexOf(']'));
  const colons = trimmed.split(':').length - 1;
  // One colon is host:port; more is a bare IPv6 address.
  return colons === 1 ? trimmed.slice(0, trimmed.indexOf(':')) : trimmed;
}

export function isLocalHost(name: string): boolean {
  return name === 'localhost' || IPV4.test(name) || name.includes(':');
}

/** The tenant id a browser would use, or undefined when the host reaches no known tenant. */
export function resolveTenant(
  input: { stored?: string | null; host: string },
  directory: TenantDirectory,
): string | undefined {
  const stored = input.stored?.trim().toLowerCase();
  if (stored) return directory.ids.includes(stored) ? stored : undefined;
  const name = hostName(input.host);
  // Own keys only: a host such as `constructor` must not reach Object.prototype.
  const exact = Object.hasOwn(directory.hosts, name) ? directory.hosts[name] : undefined;
  if (exact) return exact;
  if (isLocalHost(name)) return directory.defaultTenant;
  const first = name.split('.')[0];
  return directory.ids.includes(first) ? first : undefined;
}

/**
 * What the browser asks GET /settings with: its stored tenant when there is one (a tenant id
 * is a host whose first label is itself), else its own host name.
 */
export function settingsHostQuery(stored: string | null | undefined, hostname: string): string {
  return stored?.trim() ? stored.trim().toLowerCase() : hostname;
}
