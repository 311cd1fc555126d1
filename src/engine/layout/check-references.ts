import permissionSchema from '../../../schemas/entities/permission.schema.json';
import settingsSchema from '../../../schemas/entities/application-settings.schema.json';
import paymentsSettingsSchema from '../../../schemas/entities/payments-settings.schema.json';
import { jsonPointer as pointer, type JsonProblem } from '../validation/json-problems';
import { hasField, type CatalogOperation } from './operation-catalog';
import { checkTableActions } from './check-table-actions';
import { screenPermissions } from './screen-access';
import { checkFormScreen } from './check-form-screen';
import { checkSettingsScreen } from './check-settings-screen';
import { checkFlowScreen } from './check-flow';
import { checkDetailScreen } from './check-detail-screen';
import { isScreenKind, screenKinds, type KindRule } from './screen-kinds';
import type { ResolvedLayout, ResolvedScreen } from './types';

/** One thing wrong with a layout, at the JSON pointer of the offending value. */
export type LayoutProblem = JsonProblem;

/** Everything a layout may name, besides its own screens. */
export interface LayoutCatalog {
  operations: Readonly<Record<string, CatalogOperation>>;
  /** Form ids the tenant has (built-in and its own). */
  forms: ReadonlySet<string>;
}

/** Permissions a role can be granted (tenant.json roles); '*' grants them all. */
const grantable = () => new Set(permissionSchema.enum.filter((p) => p !== '*'));
const booleans = (schema: { properties: object }, prefix = '') =>
  Object.entries(schema.properties as Record<string, { type?: unknown }>)
    .filter(([, property]) => property.type === 'boolean')
    .map(([name]) => prefix + name);
/** Boolean application settings, the only kind a screen or menu item can be switched by (the payments group's by dotted name). */
const switches = () => new Set([...booleans(settingsSchema), ...booleans(paymentsSettingsSchema, 'payments.')]);

const placeholders = (route: string) => [...route.matchAll(/:(\w+)/g)].map((m) => m[1]);

function checkOperation(screen: ResolvedScreen, field: 'load' | 'submit' | 'export', catalog: LayoutCatalog, problems: LayoutProblem[]): CatalogOperation | undefined {
  const id = screen[field];
  if (id === undefined) return undefined;
  const operation = Object.hasOwn(catalog.operations, id) ? catalog.operations[id] : undefined;
  if (!operation) problems.push({ path: pointer('screens', screen.id, field), message: `Unknown operation "${id}": no operationId of the API has that name` });
  return operation;
}

function checkKind(screen: ResolvedScreen, rule: KindRule, operations: Record<'load' | 'submit' | 'export', CatalogOperation | undefined>, problems: LayoutProblem[]): void {
  const at = (field: string) => pointer('screens', screen.id, field);
  const { load, submit, export: exporter } = operations;
  if (rule.load && !screen.load && !rule.loadOptional) problems.push({ path: at('load'), message: `A ${screen.kind} screen needs a load operation` });
  if (load && (load.method !== 'get' || (rule.load && load.answer !== rule.load))) {
    problems.push({ path: at('load'), message: `${screen.load} does not read ${rule.load === 'list' ? 'a list' : rule.load === 'file' ? 'a file' : 'a record'} (a ${screen.kind} screen loads ${rule.load ?? 'nothing'})` });
  }
  if (rule.submit && !screen.submit) problems.push({ path: at('submit'), message: `A ${screen.kind} screen needs a submit operation` });
  else if (rule.fixedSubmit && screen.submit !== rule.fixedSubmit) problems.push({ path: at('submit'), message: `A ${screen.kind} screen submits to ${rule.fixedSubmit}` });
  if (submit && submit.method === 'get') problems.push({ path: at('submit'), message: `${screen.submit} only reads: a screen cannot submit to it` });
  // A form screen submitting on arrival has only its URL query (check-form-screen).
  if (rule.form && !screen.form && !screen.autoSubmit) problems.push({ path: at('form'), message: `A ${screen.kind} screen needs a form` });
  if (rule.columns && !screen.columns?.length) problems.push({ path: at('columns'), message: `A ${screen.kind} screen needs columns` });
  if (exporter && (exporter.answer !== 'file' || !load)) problems.push({ path: at('export'), message: `${screen.export} does not export this screen's list as a file` });
}

/**
 * A layout can narrow who sees a screen, never widen it: a screen whose operations need a
 * permission is for staff, one whose operations need a session is not for visitors.
 */
function checkAccess(screen: ResolvedScreen, operations: Record<'load' | 'submit' | 'export', CatalogOperation | undefined>, problems: LayoutProblem[]): void {
  const needed = screenPermissions(screen);
  const opened = [operations.load, operations.submit].filter((op): op is CatalogOperation => op !== undefined);
  if (needed.length && screen.access !== 'staff') {
    problems.push({ path: pointer('screens', screen.id, 'access'), message: `The screen needs ${needed.join(', ')}, which only staff hold: its access must be staff` });
  } else if ((screen.access === 'public' || screen.access === 'anonymous') && opened.some((op) => op.permission !== 'public')) {
    problems.push({ path: pointer('screens', screen.id, 'access'), message: `The screen's operations need a signed-in caller: its access cannot be ${screen.access}` });
  }
}

function checkFields(screen: ResolvedScreen, load: CatalogOperation | undefined, problems: LayoutProblem[]): void {
  if (!load) return;
  const what = `the rows of ${screen.load}`;
  (screen.columns ?? []).forEach((column, index) => {
    if (!hasField(load, column.field)) problems.push({ path: pointer('screens', screen.id, 'columns', index, 'field'), message: `"${column.field}" is not a field of ${what}` });
    // A paged list sorts on the server, by the operation's own sort keys only.
    else if (column.sortable && screen.paged && !load.sortKeys?.includes(column.field)) {
      problems.push({ path: pointer('screens', screen.id, 'columns', index, 'sortable'), message: `${screen.load} cannot sort by "${column.field}"${load.sortKeys ? `; it sorts by ${load.sortKeys.join(', ')}` : ''}` });
    }
  });
  if (screen.rowKey && !hasField(load, screen.rowKey)) problems.push({ path: pointer('screens', screen.id, 'rowKey'), message: `"${screen.rowKey}" is not a field of ${what}` });
  if (screen.search && !load.query.includes(screen.search)) {
    problems.push({ path: pointer('screens', screen.id, 'search'), message: `${screen.load} takes no query parameter "${screen.search}"` });
  }
}

/** A table's fixed query, its account frame, its tabs and the screens drawn below it. */
function checkTableExtras(screen: ResolvedScreen, load: CatalogOperation | undefined, screens: ReadonlyMap<string, ResolvedScreen>, problems: LayoutProblem[]): void {
  const at = (...parts: (string | number)[]) => pointer('screens', screen.id, ...parts);
  for (const name of Object.keys(screen.query ?? {})) {
    if (load && !load.query.includes(name)) problems.push({ path: at('query', name), message: `${screen.load} takes no query parameter "${name}"` });
  }
  const tableOption = (option: 'related' | 'tabs' | 'accountFlag') => {
    if (screen[option] !== undefined && screen.kind !== 'table') problems.push({ path: at(option), message: `Only a table screen takes "${option}"; this is a ${screen.kind} screen` });
  };
  (['related', 'tabs', 'accountFlag'] as const).forEach(tableOption);
  if (screen.frame !== undefined && screen.kind === 'table') {
    if (screen.frame !== 'account') problems.push({ path: at('frame'), message: 'A table screen takes only the account frame' });
    else if (load && !load.query.includes('account_id') && !load.pathParams.includes('account_id')) problems.push({ path: at('frame'), message: `${screen.load} takes no account_id: it cannot list the account picked` });
  } else if (screen.frame !== undefined && screen.kind !== 'form') problems.push({ path: at('frame'), message: `Only a form or table screen takes "frame"; this is a ${screen.kind} screen` });
  if (screen.accountFlag !== undefined && screen.frame !== 'account') problems.push({ path: at('accountFlag'), message: 'Only an account-framed table takes "accountFlag"' });
  (screen.tabs ?? []).forEach((id, index) => {
    const tab = screens.get(id);
    if (!tab || tab.kind !== 'table') problems.push({ path: at('tabs', index), message: `"${id}" is no table screen` });
  });
  if (screen.tabs && !screen.tabs.includes(screen.id)) problems.push({ path: at('tabs'), message: 'A screen is one of its own tabs' });
  (screen.related ?? []).forEach((id, index) => {
    const related = screens.get(id);
    if (!related || related.kind !== screen.kind || related.id === screen.id) problems.push({ path: at('related', index), message: `"${id}" is no other ${screen.kind} screen` });
  });
}

/**
 * Checks what a layout names against what exists: screen kinds against the renderer registry's,
 * operations against the API's operationIds (and what each kind needs them to answer), forms,
 * columns, sort keys and row links against the fields of the rows the load operation answers,
 * permissions against those a role can be granted, switches against the boolean settings.
 * Every problem carries the JSON pointer of the offending value. (What needs no catalogue —
 * shared routes, menu items opening missing screens — assertResolvedLayout checks.)
 */
export function checkLayoutReferences(layout: ResolvedLayout, catalog: LayoutCatalog): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const screens = new Map(layout.screens.map((s) => [s.id, s]));
  // Built per check (a few dozen names): nothing runs when the module loads, so the browser, which
  // never checks references, does not carry the schemas it reads.
  const [GRANTABLE, SWITCHES] = [grantable(), switches()];
  for (const screen of layout.screens) {
    const at = (...parts: (string | number)[]) => pointer('screens', screen.id, ...parts);
    const operations = {
      load: checkOperation(screen, 'load', catalog, problems),
      submit: checkOperation(screen, 'submit', catalog, problems),
      export: checkOperation(screen, 'export', catalog, problems),
    };
    if (!isScreenKind(screen.kind)) {
      problems.push({ path: at('kind'), message: `Unknown screen kind "${screen.kind}"; the renderer registry draws ${Object.keys(screenKinds).join(', ')}` });
    } else checkKind(screen, screenKinds[screen.kind], operations, problems);
    checkFields(screen, operations.load, problems);
    screen.columns?.forEach((column, index) => {
      if (column.hideWhenOff && !SWITCHES.has(column.hideWhenOff)) problems.push({ path: at('columns', index, 'hideWhenOff'), message: `"${column.hideWhenOff}" is not a boolean application setting` });
    });
    checkAccess(screen, operations, problems);
    if (screen.form && !catalog.forms.has(screen.form)) problems.push({ path: at('form'), message: `Unknown form "${screen.form}"` });
    // The server checks the answers against its own form: the screen must show that one (a flow, at its step: check-flow).
    else if (operations.submit?.form && screen.kind !== 'flow' && screen.form !== operations.submit.form) {
      problems.push({ path: at('form'), message: `${screen.submit} takes the answers of form "${operations.submit.form}"` });
    }
    if (screen.permission && !GRANTABLE.has(screen.permission)) problems.push({ path: at('permission'), message: `No role can hold the permission "${screen.permission}"` });
    if (screen.setting && !SWITCHES.has(screen.setting)) problems.push({ path: at('setting'), message: `"${screen.setting}" is not a boolean application setting` });
    checkTableExtras(screen, operations.load, screens, problems);
    problems.push(...checkFormScreen(screen, operations.load, operations.submit, screens, at, catalog));
    problems.push(...checkSettingsScreen(screen, at));
    problems.push(...checkFlowScreen(screen, operations.submit, catalog.forms, at));
    checkTableActions(screen, operations.load, { ...catalog, screens }, problems);
    checkDetailScreen(screen, operations.load, { operations: catalog.operations, screens }, SWITCHES, problems);
    if (screen.rowScreen) {
      const target = screens.get(screen.rowScreen);
      if (!target) problems.push({ path: at('rowScreen'), message: `Unknown screen "${screen.rowScreen}"` });
      else if (operations.load) {
        const missing = placeholders(target.route).filter((name) => !hasField(operations.load as CatalogOperation, name));
        if (missing.length) problems.push({ path: at('rowScreen'), message: `The rows of ${screen.load} have no ${missing.join(', ')} to fill ${target.route}` });
      }
    }
  }
  for (const menu of ['customer', 'admin'] as const) {
    layout.menus[menu].forEach((item, index) => {
      if (item.setting && !SWITCHES.has(item.setting)) problems.push({ path: pointer('menus', menu, index, 'setting'), message: `"${item.setting}" is not a boolean application setting` });
    });
  }
  return problems;
}
