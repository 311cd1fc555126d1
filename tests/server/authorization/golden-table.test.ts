/**
 * Enforces the hand-written golden table (golden-table.ts) against the real app: every operation of
 * the OpenAPI document × every principal, one valid call each (fixtures.ts), the answer compared
 * with the table's cell. Nothing here reads x-permission: a wrong permission in the document fails.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from './fixtures';
import { goldenTable, PRINCIPALS } from './golden-table';
import { authorizationWorld, HOUR, operations } from './world';

const operationIds = operations.map((o) => o.id).sort();

describe('the golden table and the OpenAPI document name the same operations', () => {
  it('has a row for every operation', () => {
    const missing = operationIds.filter((id) => !Object.hasOwn(goldenTable, id));
    expect(missing, 'add a row to golden-table.ts, decided from the spec, for each of these').toEqual([]);
  });

  it('has no row for an operation that no longer exists', () => {
    const stale = Object.keys(goldenTable).filter((id) => !operationIds.includes(id as (typeof operationIds)[number]));
    expect(stale, 'remove these rows from golden-table.ts').toEqual([]);
  });

  it('has a fixture for every operation and none for a vanished one', () => {
    expect(Object.keys(fixtures).sort()).toEqual(operationIds);
  });
});

describe('golden authorization table', () => {
  const world = authorizationWorld();
  let enforced = 0;

  describe.each(PRINCIPALS.map((principal, column) => [principal, column] as const))('as %s', (principal, column) => {
    // Two hours on per principal: throttling windows (5 self-register requests an hour per
    // address, …) start afresh, so a 429 never stands in for an answer.
    beforeAll(() => world.advance(2 * HOUR));

    it.each(operations.map((o) => [o.id, o] as const))('%s', async (id, operation) => {
      const row = goldenTable[id];
      if (!row) throw new Error(`${id} has no row in golden-table.ts`);
      const [staffNeed, ...outcomes] = row;
      const expected = outcomes[column];
      const identity = world.identityOf(principal, staffNeed);
      const parts = await fixtures[operation.id](world.contextFor(principal));
      const key = parts.linkKey ?? (identity ? await world.sessionFor(identity) : undefined);
      const response = await world.send(operation, parts, key);
      const what = `${id} as ${principal}: ${response.statusCode} ${response.body.slice(0, 200)}`;
      if (expected === 'allow') {
        // The fixture is valid, so an allowed call is answered: a 4xx means refused (or a broken fixture).
        expect(response.statusCode, what).toBeGreaterThanOrEqual(200);
        expect(response.statusCode, what).toBeLessThan(300);
      } else {
        expect(response.statusCode, what).toBe(expected);
      }
      enforced++;
    });
  });

  it('enforced every operation × principal', () => {
    expect(enforced).toBe(operations.length * PRINCIPALS.length);
  });
});
