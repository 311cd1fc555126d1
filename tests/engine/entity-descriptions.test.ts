import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { entityDescriptionsLeftOut } from '../../scripts/lib/entity-descriptions';

type Transform = (code: string, id: string) => { code: string } | null;

describe("the browser build's entity schemas", () => {
  const plugin = entityDescriptionsLeftOut();
  const transform = plugin.transform as unknown as Transform;

  it('leave out every description, keeping the rules and a property named description', () => {
    const file = 'schemas/entities/webhook-endpoint-request.schema.json';
    const built = JSON.parse(transform(readFileSync(file, 'utf8'), `/work/${file}`)!.code) as Record<string, unknown>;
    expect(JSON.stringify(built)).not.toContain('"description":"');
    expect(built).toMatchObject({ title: 'WebhookEndpointRequest', required: ['url'], properties: { url: { maxLength: 2000 }, description: { type: 'string', maxLength: 500 } } });
  });

  it('apply to the build alone and leave other JSON as it is', () => {
    expect(plugin.apply).toBe('build');
    expect(transform('{"description":"kept"}', '/work/schemas/forms/login.form.json')).toBeNull();
    expect(transform('{"description":"kept"}', '/work/tenants/demo/tenant.json')).toBeNull();
    // The settings editor shows a setting's description as its help.
    expect(transform('{"description":"kept"}', '/work/schemas/entities/application-settings.schema.json')).toBeNull();
  });
});
