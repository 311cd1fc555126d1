/**
 * Every screen kind the renderer registry draws, and what a screen of that kind must name: the
 * kind of answer its `load` gives (a list, one record or a file), whether it submits, whether it
 * uses a form. The renderer registry is typed by these keys (a kind without a renderer does not
 * compile) and the layout check refuses a screen that names anything else.
 */
export interface KindRule {
  load?: 'list' | 'record' | 'file';
  /** The load may be left out (a create screen of the same kind as an edit screen). */
  loadOptional?: boolean;
  submit?: boolean;
  /** The operation a kind submits to whatever the layout says (its screen calls it itself). */
  fixedSubmit?: string;
  form?: boolean;
  columns?: boolean;
}

export const screenKinds = {
  login: { submit: true, fixedSubmit: 'login', form: true },
  table: { load: 'list', columns: true },
  notFound: {},
  /**
   * A form document sent to the operation the layout names, prefilled by `load` where it has one;
   * `then`, `frame`, `back` and `botCheck` say the rest (schemas/entities/layout.schema.json).
   */
  form: { load: 'record', loadOptional: true, submit: true, form: true },
  register: { submit: true, form: true },
  verifyEmail: { submit: true, fixedSubmit: 'verifyEmail' },
  users: { load: 'list', columns: true },
  userForm: { load: 'record', loadOptional: true, submit: true, form: true },
  /**
   * One record (or one of the customer's accounts) drawn as the layout's `sections`, in order:
   * tables of its rows, tabs, texts and registered section renderers (src/renderers/detail). Its
   * load (a record, or getAccountsForUser) is checked with the sections (check-detail-screen, detail-sections).
   */
  detail: {},
  records: { load: 'list', columns: true },
  viewPdf: { load: 'file' },
  contact: { submit: true, form: true },
  fuelCards: { load: 'list', columns: true },
  guestPayment: { submit: true, fixedSubmit: 'makeGuestPayment' },
  accountTable: { load: 'list', columns: true },
  payment: {},
  newCustomer: { submit: true, fixedSubmit: 'registerNewCustomer', form: true },
  orderFuel: { load: 'list', submit: true, fixedSubmit: 'createFuelOrder', form: true },
  notificationConfigs: { load: 'record', submit: true, fixedSubmit: 'saveNotificationsConfig' },
  // Forms generated from the settings schema; both save through POST /settings.
  appSettings: { submit: true, fixedSubmit: 'updateSettings' },
  content: { submit: true, fixedSubmit: 'updateSettings' },
  /** Manage Configs, one document: it calls the config operations itself (draft, preview, publish, rollback). */
  configEditor: {},
  promotionalImages: { load: 'list' },
  /** Integrations → API keys: the list, and create (the secret shown once) and revoke, which it calls itself. */
  apiKeys: { load: 'list' },
  /** Integrations → Webhooks: the endpoints, and add (the secret shown once), test, rotate, enable/disable and delete, which it calls itself. */
  webhooks: { load: 'list' },
  /** One endpoint's delivery log: a paged table of the layout's columns, with a status filter and re-send (one, or every failed). */
  webhookDeliveries: { load: 'list', columns: true },
  /** Integrations → Imports: upload a file with its progress (it calls createImport itself) above the layout's table of jobs. */
  imports: { load: 'list', columns: true },
  /** One import job: its progress, polled, above the layout's table of its refusals. */
  importJob: { load: 'list', columns: true },
} as const satisfies Record<string, KindRule>;

export type ScreenKind = keyof typeof screenKinds;

export function isScreenKind(kind: string): kind is ScreenKind {
  return Object.hasOwn(screenKinds, kind);
}
