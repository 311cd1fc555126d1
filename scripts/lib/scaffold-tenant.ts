import { ADMIN_ROLE, CUSTOMER_ROLE } from '../../src/engine/roles/roles.ts';

/** The built-in layout's signup screens (kind newCustomer). */
const SIGNUP_SCREENS = ['newCustomer', 'newCustomerDynamic', 'newCustomerDemo'];

/** The files of a new tenant folder, relative to tenants/<id>/. */
export function scaffoldTenant(id: string, name: string, today: Date): Record<string, string> {
  const tenant = {
    $schema: '../../schemas/tenant.schema.json',
    name,
    hosts: [`${id}.localhost`],
    since: today.toISOString().slice(0, 10),
    settings: {
      logo: `/tenant-files/${id}/assets/logo.svg`,
      site_name: `${name} Customer Portal`,
      site_email_name: name,
      site_email_address: `portal@${id}.example`,
      copyright_notice: `© ${today.getUTCFullYear()} ${name}`,
    },
    roles: [
      { name: CUSTOMER_ROLE, level: 0, permissions: [] },
      { name: 'Customer Service', level: 50, permissions: ['accounts:search', 'accounts:read', 'users:read', 'workflow:inquiry'] },
      { name: ADMIN_ROLE, level: 100, permissions: ['*', 'outbox:read'] },
    ],
    seed: { random_seed: [...id].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7) % 100_000, accounts: 20, staff_role: 'Customer Service' },
  };
  const escaped = name.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    'tenant.json': JSON.stringify(tenant, null, 2) + '\n',
    // No service area is known yet: signup stays off until one is set (a portal offering it would refuse every prospect, and does not start).
    'layout.json': JSON.stringify({ $schema: '../../schemas/entities/layout.schema.json', screens: Object.fromEntries(SIGNUP_SCREENS.map((id) => [id, { enabled: false }])) }, null, 2) + '\n',
    'theme.css': `/* ${name}: brand colours. */\n:root {\n  --portal-primary: #17a2b8;\n  --portal-secondary: #158cba;\n  --portal-header-bg: #ffffff;\n  --portal-header-fg: #1f2d3d;\n}\n`,
    'assets/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48" role="img" aria-label="${escaped}"><rect width="48" height="48" rx="8" fill="#17a2b8"/><text x="56" y="30" font-family="Arial, sans-serif" font-size="15" font-weight="700" fill="#158cba">${escaped.slice(0, 14)}</text></svg>\n`,
  };
}
