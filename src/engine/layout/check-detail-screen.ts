import settingsSchema from '../../../schemas/entities/application-settings.schema.json';
import { jsonPointer as pointer, type JsonProblem } from '../validation/json-problems';
import { checkRowFiles } from './check-table-actions';
import { hasField, type CatalogOperation } from './operation-catalog';
import { accountSectionKinds, ACCOUNTS_LOAD, sectionKinds, sectionRows, STAFF_ACCOUNT_LOAD, staffAccountSectionKinds } from './detail-sections';
import type { ResolvedScreen } from './types';

type At = (...parts: (string | number)[]) => string;
type Section = NonNullable<ResolvedScreen['sections']>[number];

/**
 * The dotted path, in the catalogue's terms, of the items `rows` reaches: each list on the way is
 * marked `[]` (locations.drops → locations[].drops[]). Undefined when a step is no field.
 */
function rowsPath(load: CatalogOperation, rows: string): string | undefined {
  let path = '';
  for (const step of rows.split('.')) {
    const next = path ? `${path}.${step}` : step;
    const list = `${next}[]`;
    if ([...load.fields.known].some((field) => field.startsWith(`${list}.`))) path = list;
    else if (hasField(load, next)) path = next;
    else return undefined;
  }
  return path;
}

type Operations = Readonly<Record<string, CatalogOperation>>;

/** A table of a list operation: called with the record's fields, its columns and row files those of its rows. */
function checkListTable(section: Section, record: CatalogOperation, operations: Operations, switches: ReadonlySet<string>, at: At, problems: JsonProblem[]): void {
  const id = section.load ?? '';
  const list = Object.hasOwn(operations, id) ? operations[id] : undefined;
  if (!list || list.method !== 'get' || list.answer !== 'list') {
    problems.push({ path: at('load'), message: `${id} reads no list` });
    return;
  }
  for (const [name, field] of Object.entries(section.params ?? {})) {
    if (![...list.pathParams, ...list.query].includes(name)) problems.push({ path: at('params', name), message: `${id} takes no parameter "${name}"` });
    else if (!hasField(record, field)) problems.push({ path: at('params', name), message: `"${field}" is no field of the record` });
  }
  const unfilled = list.pathParams.filter((name) => section.params?.[name] === undefined);
  if (unfilled.length) problems.push({ path: at('params'), message: `${id} needs ${unfilled.join(', ')} from the record` });
  if (!section.columns?.length) problems.push({ path: at('columns'), message: 'A table section needs columns' });
  section.columns?.forEach((column, index) => {
    if (!hasField(list, column.field)) problems.push({ path: at('columns', index, 'field'), message: `"${column.field}" is not a field of the rows of ${id}` });
    if (column.hideWhenOff && !switches.has(column.hideWhenOff)) problems.push({ path: at('columns', index, 'hideWhenOff'), message: `"${column.hideWhenOff}" is not a boolean application setting` });
  });
  if (section.rowKey && !hasField(list, section.rowKey)) problems.push({ path: at('rowKey'), message: `"${section.rowKey}" is not a field of the rows of ${id}` });
  checkRowFiles(section.rowFiles, list, id, operations, at, problems);
  if (section.rows !== undefined) problems.push({ path: at('rows'), message: "A table section lists either the record's rows or a list operation" });
}

function checkTable(section: Section, load: CatalogOperation, screens: ReadonlyMap<string, ResolvedScreen>, switches: ReadonlySet<string>, at: At, problems: JsonProblem[]): void {
  if (!section.rows) {
    problems.push({ path: at('rows'), message: 'A table section needs the rows of the record it lists, or a list operation (load)' });
    return;
  }
  const items = rowsPath(load, section.rows);
  if (!items || !items.endsWith('[]')) {
    problems.push({ path: at('rows'), message: `"${section.rows}" is no list of the record` });
    return;
  }
  const lists = items.split('.').filter((step) => step.endsWith('[]'));
  if (section.group && lists.length < 2) problems.push({ path: at('group'), message: `"${section.rows}" goes through one list: there is nothing to group by` });
  // A row's `parent.` fields are those of the list item it came from.
  const parent = items.slice(0, items.lastIndexOf('.') > 0 ? items.lastIndexOf('.') : 0);
  const rowField = (field: string) => (field.startsWith('parent.') && parent ? hasField(load, `${parent}.${field.slice(7)}`) : hasField(load, `${items}.${field}`));
  if (!section.columns?.length) problems.push({ path: at('columns'), message: 'A table section needs columns' });
  section.columns?.forEach((column, index) => {
    if (!rowField(column.field)) problems.push({ path: at('columns', index, 'field'), message: `"${column.field}" is not a field of the rows ${section.rows}` });
    if (column.hideWhenOff && !switches.has(column.hideWhenOff)) problems.push({ path: at('columns', index, 'hideWhenOff'), message: `"${column.hideWhenOff}" is not a boolean application setting` });
  });
  if (section.rowKey && !rowField(section.rowKey)) problems.push({ path: at('rowKey'), message: `"${section.rowKey}" is not a field of the rows ${section.rows}` });
  checkRowLinks(section, { field: rowField, name: `the rows ${section.rows}` }, load, screens, switches, at, problems);
}

/** Row links open screens that exist, their query carries fields of the rows, their condition a field of the record. */
function checkRowLinks(section: Section, rows: { field: (field: string) => boolean; name: string }, load: CatalogOperation, screens: ReadonlyMap<string, ResolvedScreen>, switches: ReadonlySet<string>, at: At, problems: JsonProblem[]): void {
  section.rowLinks?.forEach((link, index) => {
    if (!screens.has(link.screen)) problems.push({ path: at('rowLinks', index, 'screen'), message: `Unknown screen "${link.screen}"` });
    for (const [name, field] of Object.entries(link.query ?? {})) {
      if (!rows.field(field)) problems.push({ path: at('rowLinks', index, 'query', name), message: `"${field}" is not a field of ${rows.name}` });
    }
    if (link.setting && !switches.has(link.setting)) problems.push({ path: at('rowLinks', index, 'setting'), message: `"${link.setting}" is not a boolean application setting` });
    if (link.when && !hasField(load, link.when.field)) problems.push({ path: at('rowLinks', index, 'when', 'field'), message: `"${link.when.field}" is no field of the record` });
  });
}

/** A registered section's row links (a tank card's): its rows are the items of the list its renderer reads (sectionRows). */
function checkSectionRowLinks(section: Section, load: CatalogOperation, catalog: { operations: Operations; screens: ReadonlyMap<string, ResolvedScreen> }, switches: ReadonlySet<string>, at: At, problems: JsonProblem[]): void {
  if (!section.rowLinks?.length) return;
  const source = Object.hasOwn(sectionRows, section.kind) ? sectionRows[section.kind as keyof typeof sectionRows] : undefined;
  const list = source && Object.hasOwn(catalog.operations, source.operation) ? catalog.operations[source.operation] : undefined;
  if (!source || !list) {
    problems.push({ path: at('rowLinks'), message: `A ${section.kind} section has no rows to link from` });
    return;
  }
  checkRowLinks(section, { field: (field) => hasField(list, `${source.rows}[].${field}`), name: `the ${source.rows} of ${source.operation}` }, load, catalog.screens, switches, at, problems);
}

/**
 * A detail screen loads one record — a record operation, or getAccountsForUser for one of the
 * customer's accounts — and draws its `sections`: a table's rows and columns are fields of that
 * record, tabs and row links open screens that exist, and a section kind is a generic one or a
 * registered section renderer (`sectionKinds`). Sections on any other
 * kind of screen are refused.
 */
export function checkDetailScreen(
  screen: ResolvedScreen,
  load: CatalogOperation | undefined,
  catalog: { operations: Operations; screens: ReadonlyMap<string, ResolvedScreen> },
  switches: ReadonlySet<string>,
  problems: JsonProblem[],
): void {
  const { operations, screens } = catalog;
  const at = (...parts: (string | number)[]) => pointer('screens', screen.id, ...parts);
  if (screen.kind !== 'detail') {
    for (const option of ['sections', 'heading'] as const) {
      if (screen[option] !== undefined) problems.push({ path: at(option), message: `Only a detail screen takes "${option}"; this is a ${screen.kind} screen` });
    }
    return;
  }
  if (!screen.load) problems.push({ path: at('load'), message: 'A detail screen needs a load operation' });
  else if (load && (load.method !== 'get' || (load.answer !== 'record' && screen.load !== ACCOUNTS_LOAD))) {
    problems.push({ path: at('load'), message: `${screen.load} reads no record (a detail screen loads one record, or ${ACCOUNTS_LOAD} for one of the customer's accounts)` });
  }
  if (!screen.sections?.length) problems.push({ path: at('sections'), message: 'A detail screen needs sections' });
  for (const [, field] of (screen.heading ?? '').matchAll(/\{([\w.]+)\}/g)) {
    if (load && !hasField(load, field)) problems.push({ path: at('heading'), message: `"${field}" is no field of the record` });
  }
  screen.sections?.forEach((section, index) => {
    const sectionAt = (...parts: (string | number)[]) => at('sections', index, ...parts);
    if (!(sectionKinds as readonly string[]).includes(section.kind)) {
      problems.push({ path: sectionAt('kind'), message: `Unknown section kind "${section.kind}"; a detail screen draws ${sectionKinds.join(', ')}` });
    }
    if ((accountSectionKinds as readonly string[]).includes(section.kind) && screen.load !== ACCOUNTS_LOAD) {
      problems.push({ path: sectionAt('kind'), message: `A ${section.kind} section shows one of the customer's accounts: the screen must load ${ACCOUNTS_LOAD}` });
    }
    if ((staffAccountSectionKinds as readonly string[]).includes(section.kind) && screen.load !== STAFF_ACCOUNT_LOAD) {
      problems.push({ path: sectionAt('kind'), message: `A ${section.kind} section shows the staff's account: the screen must load ${STAFF_ACCOUNT_LOAD}` });
    }
    if (section.setting && !switches.has(section.setting)) problems.push({ path: sectionAt('setting'), message: `"${section.setting}" is not a boolean application setting` });
    if (section.when && load && !hasField(load, section.when.field)) problems.push({ path: sectionAt('when', 'field'), message: `"${section.when.field}" is no field of the record` });
    if (section.kind === 'table' && load) {
      if (section.load !== undefined) checkListTable(section, load, operations, switches, sectionAt, problems);
      else checkTable(section, load, screens, switches, sectionAt, problems);
    } else if (load) checkSectionRowLinks(section, load, catalog, switches, sectionAt, problems);
    if (section.kind === 'tabs' || section.kind === 'links') {
      if (!section.screens?.length) problems.push({ path: sectionAt('screens'), message: `A ${section.kind} section needs the screens it links` });
      section.screens?.forEach((id, i) => {
        if (!screens.has(id)) problems.push({ path: sectionAt('screens', i), message: `Unknown screen "${id}"` });
      });
    }
    if (section.kind === 'text') {
      // Read per check, like the other settings the layout names: the browser never checks references.
      const tooltips = Object.keys(settingsSchema.properties.tooltips.properties);
      if (!section.tooltip) problems.push({ path: sectionAt('tooltip'), message: 'A text section needs the tooltip it shows' });
      else if (!tooltips.includes(section.tooltip)) problems.push({ path: sectionAt('tooltip'), message: `"${section.tooltip}" is not one of the settings' tooltips (${tooltips.join(', ')})` });
    }
  });
}
