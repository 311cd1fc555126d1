import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleOpenApi } from '../../scripts/lib/bundle-openapi';

// Root tags b before a: the paths follow the root tags, not the file names.
const base: Record<string, string> = {
  'schemas/entities/problem.schema.json': JSON.stringify({ title: 'Problem', type: 'object', properties: { status: { type: 'integer' } } }),
  'openapi/tenant-api.yaml': `
openapi: 3.1.0
info: { title: Fixture, version: 0.0.0 }
tags:
  - name: b
  - name: a
`,
  'openapi/components.yaml': `
components:
  responses:
    Problem:
      description: Problem details.
      content:
        application/problem+json:
          schema: { $ref: '#/components/schemas/Problem' }
  schemas:
    Problem: { $ref: '../schemas/entities/problem.schema.json' }
`,
  'openapi/paths/a.yaml': `
paths:
  /things:
    get:
      operationId: listThings
      tags: [a]
      responses:
        '404': { $ref: '#/components/responses/Problem' }
`,
  'openapi/paths/b.yaml': `
paths:
  /other:
    get:
      operationId: getOther
      tags: [b]
      responses:
        '204': { description: Nothing. }
  /things:
    post:
      operationId: createThing
      tags: [b]
      responses:
        '204': { description: Created. }
`,
};

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** Writes the base fixture with `changes` applied (a null content removes the file) and bundles it. */
function bundle(changes: Record<string, string | null> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'openapi-bundle-'));
  roots.push(root);
  for (const [file, content] of Object.entries({ ...base, ...changes })) {
    if (content === null) continue;
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), content);
  }
  return bundleOpenApi(root) as { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown> } };
}

/** One operation of a.yaml's /things, with the given lines in place of its operationId and tags. */
const thingsGet = (lines: string) => `
paths:
  /things:
    get:
${lines
  .trim()
  .split('\n')
  .map((line) => `      ${line}`)
  .join('\n')}
      responses:
        '204': { description: Nothing. }
`;

/** openapi/webhooks.yaml with one webhook whose POST has the given line beside its responses. */
const webhook = (line: string) => `
webhooks:
  thing.made:
    post:
      ${line}
      responses:
        '200': { description: Received. }
`;

describe('bundling the split OpenAPI source', () => {
  it('puts the root keys first, then the paths in root-tag order with methods merged, then the components', () => {
    const doc = bundle();
    expect(Object.keys(doc)).toEqual(['openapi', 'info', 'tags', 'paths', 'components']);
    expect(Object.keys(doc.paths)).toEqual(['/other', '/things']);
    expect(Object.keys(doc.paths['/things'])).toEqual(['post', 'get']);
    expect(doc.components.schemas.Problem).toEqual({ title: 'Problem', type: 'object', properties: { status: { type: 'integer' } } });
  });

  it('puts the webhooks of openapi/webhooks.yaml after the paths, their references resolved', () => {
    const doc = bundle({ 'openapi/webhooks.yaml': webhook(`tags: [a]\n      requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/Problem' } } } }`) }) as unknown as { webhooks: Record<string, { post: { tags: string[] } }> };
    expect(Object.keys(doc)).toEqual(['openapi', 'info', 'tags', 'paths', 'webhooks', 'components']);
    expect(doc.webhooks['thing.made'].post.tags).toEqual(['a']);
    expect(Object.keys(bundle())).not.toContain('webhooks');
  });

  it('accepts an operation in the file of any of its tags', () => {
    expect(() => bundle({ 'openapi/paths/a.yaml': thingsGet('operationId: listThings\ntags: [b, a]') })).not.toThrow();
  });

  it.each([
    ['an operation not tagged with its file’s tag', { 'openapi/paths/a.yaml': thingsGet('operationId: listThings\ntags: [b]') }, 'openapi/paths/a.yaml: GET /things is tagged [b], not a'],
    ['an operation without tags', { 'openapi/paths/a.yaml': thingsGet('operationId: listThings') }, 'openapi/paths/a.yaml: GET /things is tagged [], not a'],
    ['a path+method defined in two files', { 'openapi/paths/a.yaml': thingsGet('operationId: alsoCreate\ntags: [a, b]').replace('get:', 'post:') }, 'openapi/paths/a.yaml: POST /things is already defined in openapi/paths/b.yaml'],
    ['a path file whose tag is not a root tag', { 'openapi/paths/c.yaml': 'paths: {}\n' }, 'openapi/paths/c.yaml: tag c is not one of the root tags in openapi/tenant-api.yaml (b, a)'],
    ['a path file not named <tag>.yaml', { 'openapi/paths/a.yml': 'paths: {}\n' }, 'openapi/paths/a.yml: path files are named <tag>.yaml'],
    ['an operationId used twice', { 'openapi/paths/a.yaml': thingsGet('operationId: createThing\ntags: [a]') }, 'openapi/paths/a.yaml: operationId createThing of GET /things is already used by POST /things in openapi/paths/b.yaml'],
    ['an operation without operationId', { 'openapi/paths/a.yaml': thingsGet('tags: [a]') }, 'openapi/paths/a.yaml: GET /things has no operationId'],
    ['a relative $ref in a path file', { 'openapi/paths/a.yaml': thingsGet(`operationId: listThings\ntags: [a]\nrequestBody: { content: { application/json: { schema: { $ref: '../../schemas/entities/problem.schema.json' } } } }`) }, 'openapi/paths/a.yaml: $ref ../../schemas/entities/problem.schema.json at GET /things; path files refer only to #/components/'],
    ['a #/components/… $ref that does not resolve', { 'openapi/paths/a.yaml': thingsGet(`operationId: listThings\ntags: [a]\nparameters: [{ $ref: '#/components/parameters/page' }]`) }, 'openapi/paths/a.yaml: $ref #/components/parameters/page at GET /things does not resolve in the bundled document'],
    ['a path-level field set in two files', { 'openapi/paths/a.yaml': `paths:\n  /things:\n    summary: Things\n`, 'openapi/paths/b.yaml': `paths:\n  /things:\n    summary: Things\n` }, 'openapi/paths/a.yaml: /things sets summary, already set for that path in openapi/paths/b.yaml'],
    ['a path file holding more than paths', { 'openapi/paths/a.yaml': 'paths: {}\ncomponents: {}\n' }, 'openapi/paths/a.yaml: must hold one `paths:` map and nothing else (found components)'],
    ['paths in the root file', { 'openapi/tenant-api.yaml': `${base['openapi/tenant-api.yaml']}paths: {}\n` }, 'openapi/tenant-api.yaml: holds only the root; `paths` belongs in openapi/paths/<tag>.yaml'],
    ['a missing components file', { 'openapi/components.yaml': null }, 'openapi/components.yaml is missing'],
    ['a component $ref that does not resolve', { 'openapi/components.yaml': `components:\n  schemas:\n    Things: { type: array, items: { $ref: '#/components/schemas/Thing' } }\n` }, 'openapi/components.yaml: $ref #/components/schemas/Thing at components.schemas.Things does not resolve'],
    ['invalid YAML', { 'openapi/paths/b.yaml': 'paths:\n  /other: [\n' }, 'openapi/paths/b.yaml: '],
    ['webhooks in the root file', { 'openapi/tenant-api.yaml': `${base['openapi/tenant-api.yaml']}webhooks: {}\n` }, 'openapi/tenant-api.yaml: holds only the root; `webhooks` belongs in openapi/webhooks.yaml'],
    ['a webhooks file holding more than webhooks', { 'openapi/webhooks.yaml': 'webhooks: {}\npaths: {}\n' }, 'openapi/webhooks.yaml: must hold one `webhooks:` map and nothing else (found paths)'],
    ['a webhook that is a $ref', { 'openapi/webhooks.yaml': `webhooks:\n  thing.made: { $ref: '#/components/pathItems/x' }\n` }, 'openapi/webhooks.yaml: thing.made is a $ref; write the webhook out'],
    ['a webhook with an operationId', { 'openapi/webhooks.yaml': webhook('operationId: thingMade') }, 'openapi/webhooks.yaml: POST thing.made has an operationId'],
    ['a webhook tagged with no root tag', { 'openapi/webhooks.yaml': webhook('tags: [c]') }, 'openapi/webhooks.yaml: POST thing.made is tagged [c], not a root tag'],
    ['a relative $ref in a webhook', { 'openapi/webhooks.yaml': webhook(`requestBody: { content: { application/json: { schema: { $ref: '../schemas/entities/problem.schema.json' } } } }`) }, 'openapi/webhooks.yaml: $ref ../schemas/entities/problem.schema.json at POST thing.made; webhooks refer only to #/components/'],
    ['a webhook $ref that does not resolve', { 'openapi/webhooks.yaml': webhook(`requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/Thing' } } } }`) }, 'openapi/webhooks.yaml: $ref #/components/schemas/Thing at POST thing.made does not resolve in the bundled document'],
  ])('refuses %s, naming the file', (_case, changes, message) => {
    expect(() => bundle(changes)).toThrow(message);
  });
});
