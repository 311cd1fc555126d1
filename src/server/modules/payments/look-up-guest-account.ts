import { tenantHandler } from '../../openapi/operation-types';
import { assertGuestPaymentOn, guestAccount } from './guest-account';

/** POST /payments/guest-lookup: the amount due of the account a guest named, and nothing else. */
export const lookUpGuestAccount = tenantHandler<'lookUpGuestAccount'>(async ({ db, tenant, body }) => {
  assertGuestPaymentOn(tenant);
  const account = await guestAccount(db, body.account_number, body.zip_code);
  return { account_number: account.accountId, amount_due: account.amountDue };
});
