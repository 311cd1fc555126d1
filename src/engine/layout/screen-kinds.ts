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
  /**
   * Steps driven by one of the machines of src/machines/ (make a payment, pay as guest, order fuel,
   * sign up): the layout names the `flow`, draws each of its `steps` by a form or a named step
   * renderer, and submits to the flow's operation (src/engine/layout/flows.ts, check-flow.ts).
   */
  flow: { submit: true },
  /**
   * One record (or one of the customer's accounts) drawn as the layout's `sections`, in order:
   * tables of its rows, tabs, texts and registered section renderers (src/renderers/detail). Its
   * load (a record, or getAccountsForUser) is checked with the sections (check-detail-screen, detail-sections).
   */
  detail: {},
  viewPdf: { load: 'file' },
  notificationConfigs: { load: 'record', submit: true, fixedSubmit: 'saveNotificationsConfig' },
  /** Forms generated from the settings schema, saved through POST /settings: the layout's `settingsEditor` says which (every setting by group, or the portal's texts). */
  settings: { submit: true, fixedSubmit: 'updateSettings' },
  /** Manage Configs, one document: it calls the config operations itself (draft, preview, publish, rollback). */
  configEditor: {},
  promotionalImages: { load: 'list' },
} as const satisfies Record<string, KindRule>;

export type ScreenKind = keyof typeof screenKinds;

export function isScreenKind(kind: string): kind is ScreenKind {
  return Object.hasOwn(screenKinds, kind);
}
