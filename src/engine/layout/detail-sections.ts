/**
 * What a detail screen (the `detail` kind) may name, apart from its check so the browser's
 * renderers read these lists without the schemas the check reads.
 */

/** The load whose answer makes a detail screen's record one of the customer's accounts. */
export const ACCOUNTS_LOAD = 'getAccountsForUser';

/** The sections of one real need, a customer's account (the overview's cards): only on a screen loading getAccountsForUser. */
export const accountSectionKinds = ['accountHead', 'promotions', 'balances', 'accountCharts', 'budgetPlan', 'deliveryStatus', 'tankLevels', 'programs', 'locations', 'owner', 'postedPrices'] as const;

/**
 * The rows of a registered section that takes row links (the layout's `rowLinks`, as a table's):
 * the list operation its renderer reads and the list in its answer. A tank card's links (enter a
 * reading, order) carry a field of the tank they are drawn under.
 */
export const sectionRows = {
  tankLevels: { operation: 'listAccountTanks', rows: 'tanks' },
  // Today's posted prices (Products): a product's links (set a price alert) carry its code.
  postedPrices: { operation: 'listPostedPrices', rows: 'prices' },
  // The programs card's link to enrol carries the program and the terms version of the offer it is drawn under.
  programs: { operation: 'getAccountPrograms', rows: 'offers' },
} as const satisfies Partial<Record<AccountSectionKind, { operation: string; rows: string }>>;

/** The load whose record the staff's account sections read. */
export const STAFF_ACCOUNT_LOAD = 'getAccount';

/**
 * The sections of the staff's account screen (getAccount): status and comment, the facts, the
 * editors (the screen's submit), the owner's saved payment sources, and the account's delivery
 * tickets with Download and Refund (its payments and autopay attempts are generic tables).
 */
export const staffAccountSectionKinds = ['accountStatus', 'accountFacts', 'accountEditors', 'ownerPaymentSources', 'deliveryTickets'] as const;

/**
 * The section kinds of a detail screen: the generic ones (a table of the record's rows, tabs or
 * link buttons into other screens, one of the settings' texts), then those drawn by a section
 * renderer registered for one real need. The renderers register one component per name (typed by
 * this list) and the layout check refuses any other.
 */
export const sectionKinds = ['table', 'tabs', 'links', 'text', ...accountSectionKinds, ...staffAccountSectionKinds] as const;

export type AccountSectionKind = (typeof accountSectionKinds)[number];
export type StaffAccountSectionKind = (typeof staffAccountSectionKinds)[number];
export type SectionKind = (typeof sectionKinds)[number];
