import { jsonPointer as pointer, type JsonProblem } from '../validation/json-problems';
import { filterSources, isFilterSource } from './filter-sources';
import { hasField, type CatalogOperation } from './operation-catalog';
import { isRowView, rowViews } from './row-views';
import { isTablePanel, tablePanels } from './table-panels';
import type { ResolvedScreen } from './types';

/** What the check of a table's controls needs from the whole layout check. */
export interface ActionCatalog {
  operations: Readonly<Record<string, CatalogOperation>>;
  forms: ReadonlySet<string>;
  screens: ReadonlyMap<string, ResolvedScreen>;
}

type Problems = JsonProblem[];
type At = (...parts: (string | number)[]) => string;

function operationOf(catalog: ActionCatalog, id: string): CatalogOperation | undefined {
  return Object.hasOwn(catalog.operations, id) ? catalog.operations[id] : undefined;
}

type RowFile = NonNullable<ResolvedScreen['rowFiles']>[number];

/**
 * Each row file (a table's or a detail section's) names an operation that answers a file, its path
 * parameters filled from a field of the rows: the one `params` maps it to, or the one of its name.
 */
export function checkRowFiles(files: readonly RowFile[] | undefined, rows: CatalogOperation | undefined, rowsName: string | undefined, operations: Readonly<Record<string, CatalogOperation>>, at: At, problems: Problems): void {
  (files ?? []).forEach((file, index) => {
    const operation = Object.hasOwn(operations, file.operationId) ? operations[file.operationId] : undefined;
    if (!operation || operation.answer !== 'file') problems.push({ path: at('rowFiles', index, 'operationId'), message: `${file.operationId} is no operation that answers a file` });
    else if (rows) {
      const missing = operation.pathParams.filter((name) => !hasField(rows, file.params?.[name] ?? name));
      if (missing.length) problems.push({ path: at('rowFiles', index, 'params'), message: `The rows of ${rowsName} have no ${missing.join(', ')} to call ${file.operationId}` });
    }
  });
}

/** Each filter fills a query parameter of the load operation; a choice needs the values its schema lists. */
function checkFilters(screen: ResolvedScreen, load: CatalogOperation | undefined, at: At, problems: Problems): void {
  (screen.filters ?? []).forEach((filter, index) => {
    if (!load) return;
    for (const key of ['param', 'toParam'] as const) {
      const name = filter[key];
      if (name !== undefined && !load.query.includes(name)) problems.push({ path: at('filters', index, key), message: `${screen.load} takes no query parameter "${name}"` });
    }
    if (filter.control === 'dateRange' && !filter.toParam) problems.push({ path: at('filters', index, 'toParam'), message: 'A date range needs the query parameter of its end' });
    if (filter.source !== undefined && !isFilterSource(filter.source)) {
      problems.push({ path: at('filters', index, 'source'), message: `Unknown choice source "${filter.source}"; the renderers know ${filterSources.join(', ')}` });
    } else if (filter.control === 'choice' && filter.source === undefined && load.query.includes(filter.param)) {
      const values = load.choices[filter.param];
      if (!values) problems.push({ path: at('filters', index, 'control'), message: `The parameter "${filter.param}" of ${screen.load} lists no values to choose from` });
      else if (filter.default !== undefined && !values.includes(filter.default)) {
        problems.push({ path: at('filters', index, 'default'), message: `"${filter.default}" is not one of ${values.join(', ')}` });
      }
    }
  });
}

interface ActionLike {
  operationId?: string;
  view?: string;
  params?: Readonly<Record<string, string>>;
  form?: string;
  fill?: Readonly<Record<string, string>>;
  screen?: string;
  machine?: string;
  when?: { field: string } | readonly { field: string }[];
  done?: string;
  toPanel?: boolean;
}

/** The {placeholders} of a layout text (dotted paths allowed). */
const placeholdersOf = (text: string) => [...text.matchAll(/\{([\w.]+)\}/g)].map((match) => match[1]);

/** A done message's placeholders are filled from the operation's answer, else from the values the action had (a row's fields, the route's parameters). */
function checkDone(action: { operationId?: string; done?: string }, catalog: ActionCatalog, known: (field: string) => boolean, at: At, problems: Problems): void {
  if (action.done === undefined || action.operationId === undefined) return;
  const operation = operationOf(catalog, action.operationId);
  if (!operation) return;
  for (const field of placeholdersOf(action.done)) {
    if (!(operation.answer === 'record' && hasField(operation, field)) && !known(field)) {
      problems.push({ path: at('done'), message: `"{${field}}" is neither a field of what ${action.operationId} answers nor one the action has` });
    }
  }
}

/** The conditions a row action's `when` sets, as a list (one condition may stand alone). */
export const conditionsOf = <T>(when: T | readonly T[] | undefined): readonly T[] => (when === undefined ? [] : Array.isArray(when) ? when : [when as T]);

/** A route's :placeholders. */
const placeholders = (route: string) => [...route.matchAll(/:(\w+)/g)].map((match) => match[1]);

/**
 * A row action names an operation that exists (or a registered view), whose path parameters the
 * row's fields fill, and whose form (x-form) is the one it asks; every row field it reads is a
 * field of the load operation's rows.
 */
function checkRowAction(screen: ResolvedScreen, action: ActionLike, load: CatalogOperation | undefined, catalog: ActionCatalog, at: At, views: boolean, problems: Problems): void {
  const rowField = (field: string, ...path: (string | number)[]) => {
    if (load && !hasField(load, field)) problems.push({ path: at(...path), message: `"${field}" is not a field of the rows of ${screen.load}` });
  };
  if (action.screen !== undefined) {
    const target = catalog.screens.get(action.screen);
    if (!views) problems.push({ path: at('screen'), message: 'A bulk action calls an operation; it cannot open a screen' });
    else if (action.operationId !== undefined || action.view !== undefined) problems.push({ path: at('screen'), message: 'A row action opens a screen, calls an operation or opens a view: one of them' });
    else if (!target) problems.push({ path: at('screen'), message: `Unknown screen "${action.screen}"` });
    else for (const name of placeholders(target.route)) if (!action.params?.[name]) rowField(name, 'screen');
  } else if (action.view !== undefined) {
    if (!views) problems.push({ path: at('view'), message: 'A bulk action calls an operation; it cannot open a view' });
    else if (action.operationId !== undefined) problems.push({ path: at('view'), message: 'A row action either calls an operation or opens a view, not both' });
    else if (!isRowView(action.view)) problems.push({ path: at('view'), message: `Unknown row view "${action.view}"; the renderers show ${rowViews.join(', ')}` });
  } else if (action.operationId === undefined) {
    problems.push({ path: at('operationId'), message: views ? 'A row action needs an operationId or a view' : 'A bulk action needs an operationId' });
  } else {
    const operation = operationOf(catalog, action.operationId);
    if (!operation) problems.push({ path: at('operationId'), message: `Unknown operation "${action.operationId}": no operationId of the API has that name` });
    else {
      if (operation.method === 'get') problems.push({ path: at('operationId'), message: `${action.operationId} only reads: a row action cannot call it` });
      const unfilled = load ? operation.pathParams.filter((name) => !action.params?.[name] && !hasField(load, name)) : [];
      if (unfilled.length) problems.push({ path: at('params'), message: `The rows of ${screen.load} have no ${unfilled.join(', ')} to call ${action.operationId}` });
      if (operation.form && action.form !== operation.form) problems.push({ path: at('form'), message: `${action.operationId} takes the answers of form "${operation.form}"` });
      for (const name of Object.keys(action.params ?? {})) {
        if (!operation.pathParams.includes(name) && !operation.query.includes(name)) problems.push({ path: at('params', name), message: `${action.operationId} takes no parameter "${name}"` });
      }
    }
  }
  for (const [name, field] of Object.entries(action.params ?? {})) rowField(field, 'params', name);
  for (const [name, field] of Object.entries(action.fill ?? {})) rowField(field, 'fill', name);
  const conditions = conditionsOf(action.when);
  conditions.forEach((condition, index) => (Array.isArray(action.when) ? rowField(condition.field, 'when', index, 'field') : rowField(condition.field, 'when', 'field')));
  if (action.toPanel && (action.operationId === undefined || action.machine !== undefined)) problems.push({ path: at('toPanel'), message: 'Only an operation called here answers to the panel' });
  else if (action.toPanel && screen.panel === undefined) problems.push({ path: at('toPanel'), message: 'The screen has no panel to show the answer' });
  if (action.machine !== undefined && (action.operationId === undefined || action.form !== undefined)) problems.push({ path: at('machine'), message: 'A machine runs the row action\'s operation, with no form' });
  checkDone(action, catalog, (field) => !load || hasField(load, field), at, problems);
  if (action.form !== undefined && !catalog.forms.has(action.form)) problems.push({ path: at('form'), message: `Unknown form "${action.form}"` });
}

/**
 * Checks what a table screen declares beyond its columns — filters, row and bulk actions, row
 * files, header actions — against the load operation's query parameters and row fields and the
 * API's operations and forms, each problem at the JSON pointer of the offending value.
 */
export function checkTableActions(screen: ResolvedScreen, load: CatalogOperation | undefined, catalog: ActionCatalog, problems: Problems): void {
  const at = (...parts: (string | number)[]) => pointer('screens', screen.id, ...parts);
  if (screen.panel !== undefined) {
    if (screen.kind !== 'table') problems.push({ path: at('panel'), message: `Only a table screen takes "panel"; this is a ${screen.kind} screen` });
    else if (!isTablePanel(screen.panel)) problems.push({ path: at('panel'), message: `Unknown panel "${screen.panel}"; the renderers show ${tablePanels.join(', ')}` });
  }
  (screen.columns ?? []).forEach((column, index) => {
    const strange = column.text === undefined ? [] : placeholdersOf(column.text).filter((name) => name !== 'value');
    if (strange.length) problems.push({ path: at('columns', index, 'text'), message: `A column's text holds only {value} (the field's value): not {${strange.join('}, {')}}` });
    const unfilled = column.empty === undefined ? [] : placeholdersOf(column.empty);
    if (unfilled.length) problems.push({ path: at('columns', index, 'empty'), message: `A column's empty text has no value to fill {${unfilled.join('}, {')}}` });
  });
  checkFilters(screen, load, at, problems);
  (screen.rowActions ?? []).forEach((action, index) => checkRowAction(screen, action, load, catalog, (...p) => at('rowActions', index, ...p), true, problems));
  (screen.bulkActions ?? []).forEach((action, index) => checkRowAction(screen, action, load, catalog, (...p) => at('bulkActions', index, ...p), false, problems));
  checkRowFiles(screen.rowFiles, load, screen.load, catalog.operations, at, problems);
  (screen.headerActions ?? []).forEach((action, index) => {
    const here = (...p: (string | number)[]) => at('headerActions', index, ...p);
    const does = [action.screen, action.operationId, action.reload].filter((one) => one !== undefined).length;
    if (does !== 1) {
      problems.push({ path: here(), message: 'A header action either opens a screen, calls an operation or reloads the table' });
    } else if (action.reload !== undefined) {
      for (const option of ['confirm', 'form', 'body', 'done'] as const) {
        if (action[option] !== undefined) problems.push({ path: here(option), message: `A reload calls no operation: it takes no "${option}"` });
      }
    } else if (action.screen !== undefined) {
      if (action.confirm !== undefined) problems.push({ path: here('confirm'), message: 'Opening a screen asks nothing first: only an operation takes "confirm"' });
      if (!catalog.screens.has(action.screen)) problems.push({ path: here('screen'), message: `Unknown screen "${action.screen}"` });
    } else if (action.operationId !== undefined) {
      const operation = operationOf(catalog, action.operationId);
      if (!operation) problems.push({ path: here('operationId'), message: `Unknown operation "${action.operationId}": no operationId of the API has that name` });
      else if (operation.form && action.form !== operation.form) problems.push({ path: here('form'), message: `${action.operationId} takes the answers of form "${operation.form}"` });
      const routeParams = new Set([...screen.route.matchAll(/:(\w+)/g)].map((match) => match[1]));
      checkDone(action, catalog, (field) => routeParams.has(field), here, problems);
    }
    if (action.form !== undefined && !catalog.forms.has(action.form)) problems.push({ path: here('form'), message: `Unknown form "${action.form}"` });
  });
}
