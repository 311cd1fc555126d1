import { requireCaller } from '../../auth/caller';
import { tenantHandler } from '../../openapi/operation-types';
import { enrolmentsOf } from './autopay-view';

/** The caller's autopay enrolments (staff, who have no accounts, get none). */
export const getAutopayForUser = tenantHandler<'getAutopayForUser'>(async ({ db, caller }) => enrolmentsOf(db, requireCaller(caller).userId));
