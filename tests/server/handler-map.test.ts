import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleOpenApi } from '../../scripts/lib/bundle-openapi';
import { exportedNames, findHandlers, HANDLER_MAP_FILE, handlerMapFile, handlerMapSource, operationIdsOf } from '../../scripts/lib/handler-map';

const root = join(import.meta.dirname, '../..');

describe('the handler map generator (scripts/lib/handler-map.ts)', () => {
  it('reads the names a file exports, and only those', () => {
    const source = [
      "export const listUsers = tenantHandler<'listUsers'>(async () => []);",
      'export async function getProfile() {}',
      'const updateUser = 1;',
      'function deleteUser() {}',
      'export { deleteUser as removeUser };',
      "export { a, b as confirmUser } from './elsewhere';",
      'export type { UserView } from "./view";',
      'export interface Options { listRoles: string }',
    ].join('\n');
    expect(exportedNames(source)).toEqual(['listUsers', 'getProfile', 'removeUser', 'a', 'confirmUser']);
  });

  it('finds each operationId in the one file that exports that name, a local of that name not counting', () => {
    const files = [
      { path: 'src/server/modules/users/admin/list-users.ts', source: "export const listUsers = tenantHandler<'listUsers'>(h);" },
      { path: 'src/server/modules/users/admin/rules.ts', source: 'const signOutEverywhere = 1; export const other = signOutEverywhere;' },
      { path: 'src/server/modules/users/admin/sign-out.ts', source: "export const signOutEverywhere = tenantHandler<'signOutEverywhere'>(h);" },
      { path: 'src/server/modules/records/exports/index.ts', source: 'export const exportAccountDeliveries = x;' },
    ];
    expect(findHandlers(['listUsers', 'signOutEverywhere', 'exportAccountDeliveries'], files)).toEqual(
      new Map([
        ['listUsers', 'src/server/modules/users/admin/list-users.ts'],
        ['signOutEverywhere', 'src/server/modules/users/admin/sign-out.ts'],
        ['exportAccountDeliveries', 'src/server/modules/records/exports/index.ts'],
      ]),
    );
  });

  it('refuses, naming every culprit, an operationId no file exports and one that two files export', () => {
    const files = [
      { path: 'src/server/modules/users/a.ts', source: 'export const listUsers = x;' },
      { path: 'src/server/modules/users/index.ts', source: "export { listUsers } from './a';" },
      { path: 'src/server/modules/users/b.ts', source: 'export const getProfile = x;' },
    ];
    expect(() => findHandlers(['listUsers', 'sendPasswordReset', 'getProfile'], files)).toThrow(
      'Cannot generate the handler map:\n' +
        '  operationId listUsers: exported by more than one file (src/server/modules/users/a.ts, src/server/modules/users/index.ts); keep one\n' +
        '  operationId sendPasswordReset: no file under src/server/modules/ exports a handler named sendPasswordReset',
    );
  });

  it('writes one import per file and the handlers by operationId, typed OperationHandlers', () => {
    const source = handlerMapSource(
      new Map([
        ['listUsers', 'src/server/modules/users/admin/list-users.ts'],
        ['getLogo', 'src/server/modules/assets/get-asset.ts'],
        ['getImage', 'src/server/modules/assets/get-asset.ts'],
      ]),
      '// header\n',
    );
    expect(source).toContain("import { getImage, getLogo } from './assets/get-asset';\nimport { listUsers } from './users/admin/list-users';\n");
    expect(source).toContain('export const handlers: OperationHandlers = {\n  getImage,\n  getLogo,\n  listUsers,\n};\n');
    expect(source.startsWith('// header\n')).toBe(true);
  });

  it("maps every operation of the repository's document, as the committed map does", () => {
    const document = bundleOpenApi(root) as never;
    const ids = operationIdsOf(document);
    expect(ids.length).toBeGreaterThan(100);
    const committed = readFileSync(join(root, HANDLER_MAP_FILE), 'utf8');
    const generated = handlerMapFile(root, document, committed.slice(0, committed.indexOf('\n') + 1));
    expect(generated).toBe(committed);
    for (const id of ids) expect(committed).toContain(`  ${id},\n`);
  });
});
