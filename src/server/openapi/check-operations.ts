import type { LayoutCatalog } from '../../engine/layout';
import { OWNERSHIP, type Ownership } from './access-control';
import type { OperationHandlers, OperationId } from './operation-types';
import type { Operation } from './operations';

/**
 * Start-up refuses a document and handlers that disagree: an operation without a handler, a handler
 * without an operation, an operation without x-permission or x-owner, x-idempotent without
 * outside steps (or the reverse), an x-form naming no form, a misplaced x-staff-permission, or a
 * handler served under the other kind of server (tenant or root).
 */
export function checkOperations(operations: Operation[], handlers: OperationHandlers, catalog: LayoutCatalog): void {
  const declared = new Set(operations.map((o) => o.id));
  const missing = operations.filter((o) => !handlers[o.id]).map((o) => o.id);
  const extra = Object.keys(handlers).filter((id) => !declared.has(id as OperationId));
  const undeclared = operations.filter((o) => !o.spec['x-permission']).map((o) => o.id);
  const unowned = operations
    .filter((o) => o.spec['x-permission'] !== 'public' && !OWNERSHIP.includes(o.spec['x-owner'] as Ownership))
    .map((o) => o.id);
  if (missing.length) throw new Error(`Operations without a handler: ${missing.join(', ')}`);
  if (extra.length) throw new Error(`Handlers without an operation: ${extra.join(', ')}`);
  if (undeclared.length) throw new Error(`Operations without x-permission: ${undeclared.join(', ')}`);
  if (unowned.length) throw new Error(`Operations without x-owner (${OWNERSHIP.join(', ')}): ${unowned.join(', ')}`);
  const idempotent = (o: Operation) => o.spec['x-idempotent'] === true;
  const stepsWithoutKey = operations.filter((o) => 'steps' in handlers[o.id] !== idempotent(o)).map((o) => o.id);
  if (stepsWithoutKey.length) throw new Error(`x-idempotent and an outside-steps handler go together: ${stepsWithoutKey.join(', ')}`);
  const formless = operations.filter((o) => o.spec['x-form'] !== undefined && !catalog.forms.has(o.spec['x-form'])).map((o) => o.id);
  if (formless.length) throw new Error(`Operations whose x-form names no form: ${formless.join(', ')}`);
  const misplacedStaffPermission = operations.filter((o) => o.spec['x-staff-permission'] !== undefined && o.spec['x-owner'] !== 'account').map((o) => o.id);
  if (misplacedStaffPermission.length) throw new Error(`x-staff-permission is only for x-owner account: ${misplacedStaffPermission.join(', ')}`);
  for (const operation of operations) {
    const scope = handlers[operation.id].scope;
    if ((scope === 'tenant') !== operation.serverUrl.includes('{tenant}')) {
      throw new Error(`Handler ${operation.id} is ${scope}-scoped but the document serves it at ${operation.serverUrl}`);
    }
  }
}
