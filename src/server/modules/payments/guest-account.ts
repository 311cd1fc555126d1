import { eq } from 'drizzle-orm';
import { zip5Of } from '../../../engine/validation/zipcode';
import type { Db } from '../../db/database';
import { accounts, locations } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import { accountFigures } from '../../payments/pending-figures';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { problemMessages } from '../../../engine/messages/problems';

export const guestProblems = {
  /** One answer for every account a guest cannot pay: it confirms nothing about an account number. */
  accountNotFound: () => new HttpProblem(404, 'ACCOUNT_NOT_FOUND', problemMessages.guestAccountNotFound),
  /** The tenant switched pay-as-guest off: a fact about the supplier, the same for every account. */
  disabled: () => new HttpProblem(403, 'GUEST_PAYMENT_DISABLED', problemMessages.guestPaymentDisabled),
  invalidEmail: () => new HttpProblem(422, 'INVALID_EMAIL', problemMessages.guestEmailInvalid, [{ path: 'body/email', message: problemMessages.guestEmailInvalid }]),
};

export function assertGuestPaymentOn(tenant: LoadedTenant): void {
  if (tenant.config.settings.payments?.guest_payment === false) throw guestProblems.disabled();
}

/**
 * The account a guest names by its number and the ZIP code of one of its service locations
 * (5 digits, a +4 ignored). An unknown account, a ZIP code none of its locations has, and an
 * account that takes no payment online (cancelled, deleted, not payable) are all "not found".
 */
export async function guestAccount(db: Db, accountNumber: string, zipcode: string): Promise<{ accountId: string; amountDue: number }> {
  const zip = zip5Of(zipcode);
  const number = accountNumber.trim();
  if (!zip || !number) throw guestProblems.accountNotFound();
  const rows = await db
    .select({ accountId: accounts.accountId, amountDue: accounts.amountDue, accountBalance: accounts.accountBalance, balance30: accounts.balance30, balance60: accounts.balance60, balance90: accounts.balance90, balanceOver90: accounts.balanceOver90, isPayment: accounts.isPayment, cancelled: accounts.isCancelled, deleted: accounts.isDeleted, zipcode: locations.zipcode })
    .from(accounts)
    .innerJoin(locations, eq(locations.accountId, accounts.accountId))
    .where(eq(accounts.accountId, number));
  const match = rows.find((row) => zip5Of(row.zipcode) === zip);
  if (!match || !match.isPayment || match.cancelled || match.deleted) throw guestProblems.accountNotFound();
  // What a guest is asked to pay is what the account shows: stated less pending portal payments.
  return { accountId: match.accountId, amountDue: (await accountFigures(db, match)).amount_due };
}
