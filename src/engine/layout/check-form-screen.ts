import { richTextPaths } from '../settings/rich-text';
import { checkNextForm } from './check-next-form';
import { formAsides, isFormAside } from './form-asides';
import { formPanels, isFormPanel } from './form-extras';
import { hasField, type CatalogOperation } from './operation-catalog';
import { isNextForm, type ResolvedScreen } from './types';

const routeParameters = (route: string) => [...route.matchAll(/:(\w+)/g)].map(([, name]) => name);

interface Problem {
  path: string;
  message: string;
}

/**
 * What a form screen declares beyond its form and operations (which checkKind requires): the
 * screens `then`, `back` and `links` open must exist (a second form `then` names: check-next-form), the `facts` be fields of the loaded record,
 * `fromQuery` and `fromRecord` name parameters of the submit operation (`fromRecord` fields of the
 * record), `panels` name what the renderers show, and the bot check must be asked exactly where the
 * submit operation reads its token (without it an x-bot-check call is refused; with it anywhere
 * else the visitor solves a puzzle for nothing). A form sending the current account is a
 * customer's; its choices come from lists of the tenant's entries (rows with a name, and an id sent in its place where they have one: departments; roles are sent by name); its
 * intro is a rich-text setting; its aside a registered one. A screen submitting on arrival has no form, takes
 * its input from the query and shows the answer; the answer's fields that word it are fields of the submit's answer. Options of other kinds are refused where set.
 */
export function checkFormScreen(
  screen: ResolvedScreen,
  load: CatalogOperation | undefined,
  submit: CatalogOperation | undefined,
  screens: ReadonlyMap<string, ResolvedScreen>,
  at: (...parts: (string | number)[]) => string,
  catalog: { operations: Readonly<Record<string, CatalogOperation>>; forms: ReadonlySet<string> } = { operations: {}, forms: new Set() },
): Problem[] {
  const { operations } = catalog;
  const problems: Problem[] = [];
  if (screen.kind !== 'form') {
    // A table's account frame is checked with the table's options.
    for (const option of ['then', 'back', 'links', 'facts', 'fromQuery', 'fromRecord', 'botCheck', 'account', 'choices', 'panels', 'introSetting', 'aside', 'autoSubmit', 'answerFields'] as const) {
      if (screen[option] !== undefined) problems.push({ path: at(option), message: `Only a form screen takes "${option}"; this is a ${screen.kind} screen` });
    }
    return problems;
  }
  if (screen.frame === 'account') problems.push({ path: at('frame'), message: 'The account frame is a table\'s; a form screen is framed page, card or narrow' });
  const then = screen.then;
  // The screens `then` and `back` open take their route's :placeholders from this screen's route.
  const ownParameters = new Set(routeParameters(screen.route));
  const opens = (id: string, path: string) => {
    const target = screens.get(id);
    if (!target) return problems.push({ path, message: `Unknown screen "${id}"` });
    const missing = routeParameters(target.route).filter((name) => !ownParameters.has(name));
    if (missing.length) problems.push({ path, message: `${id} (${target.route}) needs ${missing.map((name) => `:${name}`).join(', ')}, which this screen's route does not have` });
  };
  if (isNextForm(then)) problems.push(...checkNextForm(then, submit, catalog, at));
  else if (typeof then === 'object') opens(then.screen, at('then', 'screen'));
  if (screen.back !== undefined) opens(screen.back, at('back'));
  screen.links?.forEach((id, index) => {
    if (!screens.has(id)) problems.push({ path: at('links', index), message: `Unknown screen "${id}"` });
  });
  screen.panels?.forEach((panel, index) => {
    if (!isFormPanel(panel)) problems.push({ path: at('panels', index), message: `Unknown panel "${panel}"; the renderers show ${formPanels.join(', ')}` });
    else if (!load) problems.push({ path: at('panels', index), message: 'A panel shows the loaded record: the screen has no load' });
  });
  for (const [parameter, field] of Object.entries(screen.fromRecord ?? {})) {
    if (!load) problems.push({ path: at('fromRecord', parameter), message: 'Only a loaded record has fields to send: the screen has no load' });
    else if (!hasField(load, field)) problems.push({ path: at('fromRecord', parameter), message: `"${field}" is no field of the record ${screen.load} reads` });
    if (submit && ![...submit.pathParams, ...submit.query, ...submit.headers].includes(parameter)) problems.push({ path: at('fromRecord', parameter), message: `${screen.submit} takes no parameter "${parameter}"` });
  }
  screen.facts?.forEach((field, index) => {
    if (!load) problems.push({ path: at('facts', index), message: 'Only a loaded record has facts to show: the screen has no load' });
    else if (!hasField(load, field)) problems.push({ path: at('facts', index), message: `"${field}" is no field of the record ${screen.load} reads` });
  });
  if (screen.account !== undefined && screen.access !== 'customer') problems.push({ path: at('account'), message: `Only a customer has a current account to send: the screen's access is ${screen.access}` });
  for (const [answer, operationId] of Object.entries(screen.choices ?? {})) {
    const list = Object.hasOwn(operations, operationId) ? operations[operationId] : undefined;
    if (!list) problems.push({ path: at('choices', answer), message: `Unknown operation "${operationId}": no operationId of the API has that name` });
    else if (list.answer !== 'list' || !hasField(list, 'name')) problems.push({ path: at('choices', answer), message: `${operationId} answers no list of entries with a name (and an id, sent in its place where the entries have one)` });
  }
  if (screen.introSetting !== undefined && !richTextPaths().some((path) => path.join('.') === screen.introSetting)) {
    problems.push({ path: at('introSetting'), message: `"${screen.introSetting}" is no rich-text setting` });
  }
  if (screen.autoSubmit) {
    if (screen.form !== undefined) problems.push({ path: at('form'), message: 'A screen that submits on arrival has no form to fill: its only input is the URL query' });
    if (!Object.keys(screen.fromQuery ?? {}).length) problems.push({ path: at('fromQuery'), message: 'A screen that submits on arrival takes its input from the URL query: it needs fromQuery' });
    if (then !== 'answer') problems.push({ path: at('then'), message: 'A screen that submits on arrival shows the answer: its then is "answer"' });
  }
  for (const [word, field] of Object.entries(screen.answerFields ?? {})) {
    if (then !== 'answer') problems.push({ path: at('answerFields', word), message: 'Only an answer shown in place of the form has fields to word it: the screen\'s then is not "answer"' });
    else if (submit && !hasField(submit, field)) problems.push({ path: at('answerFields', word), message: `"${field}" is no field of the answer of ${screen.submit}` });
  }
  if (screen.answerFields?.button !== undefined && screen.back === undefined) problems.push({ path: at('answerFields', 'button'), message: 'The answer\'s button leads to the back screen: the screen has no back' });
  if (screen.aside !== undefined && !isFormAside(screen.aside)) problems.push({ path: at('aside'), message: `Unknown aside "${screen.aside}"; the renderers show ${formAsides.join(', ')}` });
  if (submit) {
    for (const parameter of Object.keys(screen.fromQuery ?? {})) {
      if (![...submit.pathParams, ...submit.query, ...submit.headers].includes(parameter)) problems.push({ path: at('fromQuery', parameter), message: `${screen.submit} takes no parameter "${parameter}"` });
    }
    if (submit.botCheck && !screen.botCheck) problems.push({ path: at('botCheck'), message: `${screen.submit} is bot-checked (x-bot-check): the screen needs "botCheck": true` });
    if (!submit.botCheck && screen.botCheck) problems.push({ path: at('botCheck'), message: `${screen.submit} reads no bot-check token` });
  }
  return problems;
}
