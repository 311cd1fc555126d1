import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadTenants } from '../../src/server/tenants/load-tenants';

const root = fileURLToPath(new URL('../..', import.meta.url));
const schemas = join(root, 'schemas');

/** A copy of tenants/ to break one file of. */
function tenantsCopy(edit: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'tenants-'));
  cpSync(join(root, 'tenants'), dir, { recursive: true });
  edit(dir);
  return dir;
}

const editJson = (file: string, change: (json: Record<string, unknown>) => void) => {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  change(json);
  writeFileSync(file, JSON.stringify(json));
};

describe('tenant folders', () => {
  it('loads every folder of tenants/ with defaults filled', () => {
    const registry = loadTenants(join(root, 'tenants'), schemas, 'demo');
    expect(registry.ids).toEqual(['cleangas', 'demo']);
    expect(registry.hosts['cleangas.localhost']).toBe('cleangas');
    const demo = registry.get('demo')!;
    expect(demo.config.settings.new_card_fee).toBe(1);
    expect(registry.get('cleangas')!.config.settings.new_card_fee).toBe(0);
    expect(demo.config.settings.payments?.auto_pay).toBe(true);
    expect(demo.layout.screens.find((s) => s.id === 'login')?.route).toBe('/login');
    expect(registry.get('cleangas')!.layout.screens.find((s) => s.id === 'accounts')?.title).toBe('My CleanGas Accounts');
  });

  it('stops on a bad tenant.json, naming the file and the JSON path', () => {
    const dir = tenantsCopy((d) => editJson(join(d, 'demo/tenant.json'), (j) => ((j.settings as Record<string, unknown>).new_card_fee = 'free')));
    expect(() => loadTenants(dir, schemas, 'demo')).toThrow(/demo\/tenant\.json: \/settings\/new_card_fee must be number/);
  });

  it('stops on an unknown permission', () => {
    const dir = tenantsCopy((d) => editJson(join(d, 'cleangas/tenant.json'), (j) => ((j.roles as { permissions: string[] }[])[1].permissions = ['fly'])));
    expect(() => loadTenants(dir, schemas, 'demo')).toThrow(/cleangas\/tenant\.json: \/roles\/1\/permissions\/0 must be equal to one of the allowed values/);
  });

  it('stops when the User or Admin role is missing', () => {
    const dir = tenantsCopy((d) => editJson(join(d, 'demo/tenant.json'), (j) => (j.roles = (j.roles as { name: string }[]).filter((r) => r.name !== 'Admin'))));
    expect(() => loadTenants(dir, schemas, 'demo')).toThrow(/must include the role Admin/);
  });

  it('stops on invalid JSON and on an invalid layout', () => {
    const broken = tenantsCopy((d) => writeFileSync(join(d, 'demo/tenant.json'), '{ "name": '));
    expect(() => loadTenants(broken, schemas, 'demo')).toThrow(/demo\/tenant\.json: not valid JSON/);
    const layout = tenantsCopy((d) => writeFileSync(join(d, 'demo/layout.json'), JSON.stringify({ screens: { accounts: { route: 'no-slash' } } })));
    expect(() => loadTenants(layout, schemas, 'demo')).toThrow(/demo\/layout\.json: \/screens\/accounts\/route must match pattern/);
  });

  it('stops on a layout that names what does not exist, at its JSON path', () => {
    const typo = tenantsCopy((d) => writeFileSync(join(d, 'demo/layout.json'), JSON.stringify({ screens: { adminAccounts: { load: 'findAcounts' } } })));
    expect(() => loadTenants(typo, schemas, 'demo')).toThrow(/demo\/layout\.json: \/screens\/adminAccounts\/load Unknown operation "findAcounts"/);
  });

  it('stops on a folder that offers signup but serves no address, saying why (issue 22, item 10)', () => {
    const noArea = tenantsCopy((d) =>
      editJson(join(d, 'cleangas/tenant.json'), (j) => {
        const settings = j.settings as Record<string, unknown>;
        settings.service_area_states = [];
        settings.service_area_countries = [];
      }),
    );
    expect(() => loadTenants(noArea, schemas, 'demo')).toThrow(/cleangas\/tenant\.json: \/settings serves no address .*yet the layout offers signup \(screens newCustomer, newCustomerDynamic, newCustomerDemo\)/);
    // Signup switched off: nothing to refuse, the folder loads.
    const signupOff = { screens: Object.fromEntries(['newCustomer', 'newCustomerDynamic', 'newCustomerDemo'].map((id) => [id, { enabled: false }])) };
    writeFileSync(join(noArea, 'cleangas/layout.json'), JSON.stringify(signupOff));
    expect(loadTenants(noArea, schemas, 'demo').get('cleangas')!.layout.screens.some((s) => s.flow === 'signup')).toBe(false);
  });

  it('ships cleangas with a real service area: the Cayman Islands', () => {
    const cleangas = loadTenants(join(root, 'tenants'), schemas, 'demo').get('cleangas')!;
    expect(cleangas.config.settings.service_area_countries).toEqual(['KY']);
  });

  it('stops when two tenants claim one host, or the default tenant has no folder', () => {
    const dir = tenantsCopy((d) => editJson(join(d, 'cleangas/tenant.json'), (j) => ((j.hosts as string[]).push('demo.localhost'))));
    expect(() => loadTenants(dir, schemas, 'demo')).toThrow(/demo\.localhost already reaches tenant/);
    expect(() => loadTenants(join(root, 'tenants'), schemas, 'nosuch')).toThrow(/DEFAULT_TENANT nosuch/);
  });
});

describe('new tenant scaffold', () => {
  it('writes a folder that loads, with its own host and seed', async () => {
    const { scaffoldTenant } = await import('../../scripts/lib/scaffold-tenant');
    const dir = tenantsCopy((d) => {
      for (const [path, content] of Object.entries(scaffoldTenant('northfuel', 'North & Sons Fuel', new Date('2026-11-22T00:00:00Z')))) {
        const file = join(d, 'northfuel', path);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, content);
      }
    });
    const registry = loadTenants(dir, schemas, 'demo');
    const tenant = registry.get('northfuel')!;
    expect(registry.hosts['northfuel.localhost']).toBe('northfuel');
    expect(tenant.config.settings.site_name).toBe('North & Sons Fuel Customer Portal');
    expect(tenant.config.since).toBe('2026-11-22');
    expect(tenant.config.seed?.accounts).toBe(20);
  });
});
