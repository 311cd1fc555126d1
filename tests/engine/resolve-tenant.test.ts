import { describe, expect, it } from 'vitest';
import { resolveTenant, settingsHostQuery, type TenantDirectory } from '../../src/engine/tenancy/resolve-tenant';

const directory: TenantDirectory = {
  ids: ['demo', 'cleangas'],
  hosts: { 'portal.demofuel.test': 'demo', 'www.cleangas-heating.test': 'cleangas' },
  defaultTenant: 'demo',
};

const resolve = (host: string, stored?: string | null) => resolveTenant({ host, stored }, directory);

describe('resolveTenant: the stored tenant', () => {
  it('wins over the host name', () => {
    expect(resolve('demo.example.com', 'cleangas')).toBe('cleangas');
    expect(resolve('localhost', 'cleangas')).toBe('cleangas');
  });

  it('is matched case-insensitively and trimmed', () => {
    expect(resolve('demo.example.com', '  CleanGas ')).toBe('cleangas');
  });

  it('resolves to nothing when it names an unknown tenant, whatever the host', () => {
    expect(resolve('demo.example.com', 'nosuchsupplier')).toBeUndefined();
    expect(resolve('localhost', 'nosuchsupplier')).toBeUndefined();
  });

  it('is ignored when empty or blank', () => {
    expect(resolve('cleangas.example.com', '')).toBe('cleangas');
    expect(resolve('cleangas.example.com', '   ')).toBe('cleangas');
    expect(resolve('cleangas.example.com', null)).toBe('cleangas');
  });
});

describe('resolveTenant: the host name', () => {
  it('uses an exact host from the hosts map before the first label', () => {
    // The first label "portal" is no tenant; only the hosts map knows this host.
    expect(resolve('portal.demofuel.test')).toBe('demo');
    expect(resolve('www.cleangas-heating.test')).toBe('cleangas');
  });

  it('matches exact hosts case-insensitively and without the port', () => {
    expect(resolve('Portal.DemoFuel.test:8443')).toBe('demo');
  });

  it('uses the first label of the host name', () => {
    expect(resolve('cleangas.portal.example.com')).toBe('cleangas');
    expect(resolve('demo.example.com')).toBe('demo');
  });

  it('ignores the port', () => {
    expect(resolve('cleangas.example.com:5173')).toBe('cleangas');
  });

  it('answers undefined for an unknown first label', () => {
    expect(resolve('acme.example.com')).toBeUndefined();
    expect(resolve('www.example.com:8080')).toBeUndefined();
  });

  it('does not take inherited object keys for configured hosts', () => {
    expect(resolve('constructor')).toBeUndefined();
    expect(resolve('__proto__')).toBeUndefined();
  });

  it.each(['localhost', 'localhost:5173', '127.0.0.1', '127.0.0.1:8080', '10.0.0.7', '[::1]', '[::1]:8080', '::1'])(
    'sends %s to the default tenant',
    (host) => {
      expect(resolveTenant({ host }, { ...directory, defaultTenant: 'cleangas' })).toBe('cleangas');
    },
  );
});

describe('settingsHostQuery', () => {
  it('sends the stored tenant, normalised, when there is one', () => {
    expect(settingsHostQuery(' CleanGas ', 'demo.example.com')).toBe('cleangas');
  });

  it('sends the host name when nothing is stored', () => {
    expect(settingsHostQuery(null, 'demo.example.com')).toBe('demo.example.com');
    expect(settingsHostQuery(undefined, 'localhost')).toBe('localhost');
    expect(settingsHostQuery('  ', 'portal.demofuel.test')).toBe('portal.demofuel.test');
  });

  it('gives a query the resolver maps back to the same tenant', () => {
    const query = settingsHostQuery('cleangas', 'demo.example.com');
    expect(resolve(query)).toBe('cleangas');
  });
});
