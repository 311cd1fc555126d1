import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveLayout } from '../../src/engine/layout';
import { problemsOf } from './support/layout-problems';

const paths = (layout: unknown) => problemsOf(layout).map((p) => p.path);
const screen = (id: string, fields: Record<string, unknown>) => ({ screens: { [id]: fields } });
const table = { kind: 'table', access: 'staff', load: 'listUsers', columns: [{ field: 'email', header: 'Email' }] };

describe('the layouts that ship', () => {
  it('the built-in default layout names only what exists', () => {
    expect(problemsOf({})).toEqual([]);
  });

  const tenants = readdirSync('tenants', { withFileTypes: true }).filter((d) => d.isDirectory() && !d.name.startsWith('_'));
  it.each(tenants.map((d) => d.name))("tenants/%s/layout.json names only what exists", (tenant) => {
    const file = `tenants/${tenant}/layout.json`;
    expect(problemsOf(existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {})).toEqual([]);
  });
});

describe('a layout is refused, at the JSON pointer of the offending value, when it names', () => {
  it('a screen kind no renderer draws', () => {
    expect(problemsOf(screen('faq', { route: '/faq', kind: 'faqPage', access: 'public' }))).toEqual([
      { path: '/screens/faq/kind', message: expect.stringMatching(/^Unknown screen kind "faqPage"; the renderer registry draws login, table/) },
    ]);
  });

  it('an operation the API does not have', () => {
    expect(paths(screen('adminAccounts', { load: 'findAcounts' }))).toEqual(['/screens/adminAccounts/load']);
    expect(paths(screen('contact', { submit: 'createInquery' }))).toEqual(['/screens/contact/submit']);
    expect(paths(screen('recordsDeliveries', { export: 'exportDeliveries' }))).toEqual(['/screens/recordsDeliveries/export']);
  });

  it('an operation that does not answer what the kind needs', () => {
    // A table lists; getAccount reads one record. A file export needs a file.
    expect(problemsOf(screen('adminAccounts', { load: 'getAccount', columns: [{ field: 'account_id', header: 'Account' }] }))).toContainEqual({
      path: '/screens/adminAccounts/load',
      message: 'getAccount does not read a list (a table screen loads list)',
    });
    expect(paths(screen('recordsDeliveries', { export: 'listAccountDeliveries' }))).toContain('/screens/recordsDeliveries/export');
    expect(paths(screen('contact', { submit: 'getProfile' }))).toEqual(['/screens/contact/submit']);
  });

  it('a kind without what it needs', () => {
    expect(paths(screen('faq', { route: '/faq', kind: 'table', access: 'public' }))).toEqual(['/screens/faq/load', '/screens/faq/columns']);
    expect(paths(screen('help', { route: '/help', kind: 'form', access: 'customer' }))).toEqual(['/screens/help/submit', '/screens/help/form']);
  });

  it('a form that does not exist, or not the one the submit operation checks its answers against', () => {
    expect(problemsOf(screen('contact', { form: 'contact-us' }))).toEqual([{ path: '/screens/contact/form', message: 'Unknown form "contact-us"' }]);
    expect(problemsOf(screen('contact', { form: 'profile' }))).toEqual([{ path: '/screens/contact/form', message: 'createInquiry takes the answers of form "contact"' }]);
  });

  it('a column that is not a field of the rows the load answers', () => {
    const columns = [
      { field: 'email', header: 'Email' },
      { field: 'emial', header: 'Typo' },
    ];
    expect(problemsOf(screen('users', { columns }))).toEqual([{ path: '/screens/users/columns/1/field', message: '"emial" is not a field of the rows of listUsers' }]);
    // Nested fields are checked too.
    expect(paths(screen('adminAccounts', { columns: [{ field: 'billing_address.city', header: 'City' }] }))).toEqual([]);
    expect(paths(screen('adminAccounts', { columns: [{ field: 'billing_address.town', header: 'Town' }] }))).toEqual(['/screens/adminAccounts/columns/0/field']);
  });

  it('a sortable column of a server-paged list that the operation cannot sort by', () => {
    const columns = [
      { field: 'transaction_date', header: 'Date', sortable: true },
      { field: 'reference', header: 'Reference', sortable: true },
    ];
    expect(problemsOf(screen('recordsTransactions', { columns }))).toEqual([
      { path: '/screens/recordsTransactions/columns/1/sortable', message: expect.stringContaining('listAccountTransactions cannot sort by "reference"; it sorts by transaction_date') },
    ]);
  });

  it('a row key, a search parameter or a row screen the rows cannot serve', () => {
    expect(paths(screen('records', { rowKey: 'doc_id' }))).toEqual(['/screens/records/rowKey']);
    expect(paths(screen('outbox', { search: 'recipient' }))).toEqual(['/screens/outbox/search']);
    expect(paths(screen('adminAccounts', { rowScreen: 'accountDetail' }))).toEqual(['/screens/adminAccounts/rowScreen']);
    // The users list's rows have an email but no account_id to open an account with.
    expect(problemsOf(screen('users', { rowScreen: 'accountAdmin' }))).toEqual([
      { path: '/screens/users/rowScreen', message: 'The rows of listUsers have no account_id to fill /admin/accounts/:account_id' },
    ]);
  });

  it("a fixed query the load does not take, a row file the rows cannot call, a related screen of another kind", () => {
    expect(problemsOf(screen('pendingPayments', { query: { state: 'pending' } }))).toEqual([
      { path: '/screens/pendingPayments/query/state', message: 'listAccountPayments takes no query parameter "state"' },
    ]);
    expect(problemsOf(screen('pendingPayments', { rowFiles: [{ label: 'Receipt', operationId: 'listAutopayRuns' }] }))).toEqual([
      { path: '/screens/pendingPayments/rowFiles/0/operationId', message: 'listAutopayRuns is no operation that answers a file' },
    ]);
    // Autopay runs name a payment only when charged, and no delivery: no ticket to fetch.
    expect(paths(screen('autopayRuns', { rowFiles: [{ label: 'Ticket', operationId: 'getDeliveryTicket' }] }))).toEqual(['/screens/autopayRuns/rowFiles/0/params']);
    // A parameter mapped to a field the rows lack is refused too, as on a detail screen's table.
    expect(paths(screen('pendingPayments', { rowFiles: [{ label: 'Ticket', operationId: 'getDeliveryTicket', params: { delivery_id: 'no_such_field' } }] }))).toEqual(['/screens/pendingPayments/rowFiles/0/params']);
    expect(problemsOf(screen('pendingPayments', { related: ['login'] }))).toEqual([
      { path: '/screens/pendingPayments/related/0', message: '"login" is no other table screen' },
    ]);
  });

  it('an account frame, tabs or an account flag where they do not belong', () => {
    // The users list takes no account_id: no account picked could narrow it.
    expect(problemsOf(screen('users', { frame: 'account' }))).toEqual([{ path: '/screens/users/frame', message: 'listUsers takes no account_id: it cannot list the account picked' }]);
    expect(problemsOf(screen('users', { frame: 'card' }))).toEqual([{ path: '/screens/users/frame', message: 'A table screen takes only the account frame' }]);
    expect(problemsOf(screen('forgotPassword', { frame: 'account' }))).toEqual([
      { path: '/screens/forgotPassword/frame', message: "The account frame is a table's; a form screen is framed page, card or narrow" },
    ]);
    expect(problemsOf(screen('overview', { frame: 'page', tabs: ['overview'], related: ['forgotPassword'] }))).toEqual([
      { path: '/screens/overview/related', message: 'Only a table screen takes "related"; this is a detail screen' },
      { path: '/screens/overview/tabs', message: 'Only a table screen takes "tabs"; this is a detail screen' },
      { path: '/screens/overview/frame', message: 'Only a form or table screen takes "frame"; this is a detail screen' },
      { path: '/screens/overview/tabs/0', message: '"overview" is no table screen' },
      { path: '/screens/overview/related/0', message: '"forgotPassword" is no other detail screen' },
    ]);
    expect(problemsOf(screen('users', { accountFlag: 'is_fuel' }))).toEqual([{ path: '/screens/users/accountFlag', message: 'Only an account-framed table takes "accountFlag"' }]);
    expect(problemsOf(screen('pendingPayments', { tabs: ['autopayRuns', 'recordz'] }))).toEqual([
      { path: '/screens/pendingPayments/tabs/1', message: '"recordz" is no table screen' },
      { path: '/screens/pendingPayments/tabs', message: 'A screen is one of its own tabs' },
    ]);
  });

  it('a permission no role can hold', () => {
    expect(problemsOf(screen('users', { permission: 'users:everything' }))).toEqual([
      { path: '/screens/users/permission', message: 'No role can hold the permission "users:everything"' },
    ]);
    expect(paths(screen('users', { permission: 'users:manage' }))).toEqual([]);
  });

  it('an access wider than its operations allow, or a kind made to submit elsewhere', () => {
    expect(problemsOf(screen('outbox', { access: 'public' }))).toEqual([
      { path: '/screens/outbox/access', message: 'The screen needs outbox:read, which only staff hold: its access must be staff' },
    ]);
    // Contact sends the current account too, which a visitor has not.
    expect(paths(screen('contact', { access: 'public' }))).toEqual(['/screens/contact/access', '/screens/contact/account']);
    expect(paths(screen('login', { submit: 'createInquiry', form: 'contact' }))).toEqual(['/screens/login/submit', '/screens/login/access']);
  });

  it('a switch that is not a boolean setting', () => {
    expect(paths(screen('contact', { setting: 'site_name' }))).toEqual(['/screens/contact/setting']);
    // A switch of the payments group by its dotted name; its other settings are no switches.
    expect(paths(screen('contact', { setting: 'payments.guest_payment' }))).toEqual([]);
    expect(paths(screen('contact', { setting: 'payments.gateway' }))).toEqual(['/screens/contact/setting']);
    const usersItem = resolveLayout([]).menus.admin.findIndex((item) => item.id === 'users');
    expect(paths({ menus: { admin: [{ id: 'users', setting: 'show_contact_uss' }] } })).toEqual([`/menus/admin/${usersItem}/setting`]);
  });

  it('a route another screen has, and reports every problem at once', () => {
    const layout = { screens: { myUsers: { ...table, route: '/admin/users', columns: [{ field: 'mail', header: 'Mail' }] } } };
    expect(paths(layout)).toEqual(['/screens/myUsers/route']);
    const moved = { screens: { myUsers: { ...table, route: '/admin/staff', columns: [{ field: 'mail', header: 'Mail' }], form: 'nope' } } };
    expect(paths(moved)).toEqual(['/screens/myUsers/columns/0/field', '/screens/myUsers/form']);
  });
});

describe("a table's filters and actions are refused, at their JSON pointer, when they name", () => {
  // The access requests list: listAccessRequests (page, size, status: new|approved|rejected), rows with request_id and item_contents.
  const requests = (fields: Record<string, unknown>) => screen('accessRequests', fields);

  it('a filter that is not a query parameter of the load, or a choice its schema does not list', () => {
    expect(problemsOf(requests({ filters: [{ param: 'state', label: 'State' }] }))).toEqual([
      { path: '/screens/accessRequests/filters/0/param', message: 'listAccessRequests takes no query parameter "state"' },
    ]);
    expect(problemsOf(requests({ filters: [{ param: 'status', label: 'Status', control: 'choice', default: 'pending' }] }))).toEqual([
      { path: '/screens/accessRequests/filters/0/default', message: '"pending" is not one of new, approved, rejected' },
    ]);
    expect(problemsOf(screen('outbox', { filters: [{ param: 'to', label: 'To', control: 'choice' }] }))).toEqual([
      { path: '/screens/outbox/filters/0/control', message: 'The parameter "to" of listOutbox lists no values to choose from' },
    ]);
    expect(paths(screen('changeLog', { filters: [{ param: 'from', label: 'From', control: 'dateRange' }] }))).toEqual(['/screens/changeLog/filters/0/toParam']);
    expect(paths(requests({ filters: [{ param: 'status', label: 'Status', control: 'choice', default: 'new' }] }))).toEqual([]);
  });

  it('a row action calling an operation that does not exist, or only reads', () => {
    expect(problemsOf(requests({ rowActions: [{ label: 'Reject', operationId: 'rejectAccessRequest' }] }))).toEqual([
      { path: '/screens/accessRequests/rowActions/0/operationId', message: 'Unknown operation "rejectAccessRequest": no operationId of the API has that name' },
    ]);
    expect(paths(requests({ rowActions: [{ label: 'Users', operationId: 'listUsers' }] }))).toEqual(['/screens/accessRequests/rowActions/0/operationId']);
    expect(paths(requests({ rowActions: [{ label: 'Nothing' }] }))).toEqual(['/screens/accessRequests/rowActions/0/operationId']);
  });

  it('a row field that is not in the rows of the load', () => {
    expect(problemsOf(requests({ rowActions: [{ label: 'Reject', operationId: 'resolveAccessRequest', params: { request_id: 'id' }, body: { action: 'reject' } }] }))).toEqual([
      { path: '/screens/accessRequests/rowActions/0/params/request_id', message: '"id" is not a field of the rows of listAccessRequests' },
    ]);
    // The users list's rows have no request_id to resolve a request with.
    expect(problemsOf(screen('users', { rowActions: [{ label: 'Reject', operationId: 'resolveAccessRequest' }] }))).toEqual([
      { path: '/screens/users/rowActions/0/params', message: 'The rows of listUsers have no request_id to call resolveAccessRequest' },
    ]);
    expect(paths(requests({ rowActions: [{ label: 'Approve', operationId: 'resolveAccessRequest', form: 'access-request-approve', fill: { account_ids: 'item_contents.acount' }, when: { field: 'state', equals: 'new' } }] }))).toEqual([
      '/screens/accessRequests/rowActions/0/fill/account_ids',
      '/screens/accessRequests/rowActions/0/when/field',
    ]);
    // Every condition of a list is a row field.
    expect(paths(screen('users', { rowActions: [{ label: 'Confirm', operationId: 'confirmUser', params: { id: 'user_id' }, when: [{ field: 'role', notEquals: 'Admin' }, { field: 'confirmd', equals: false }] }] }))).toEqual([
      '/screens/users/rowActions/0/when/1/field',
    ]);
  });

  it('a row action opening a screen that does not exist, or one whose route the row cannot fill', () => {
    expect(problemsOf(screen('users', { rowActions: [{ label: 'Edit', screen: 'editUsr' }] }))).toEqual([{ path: '/screens/users/rowActions/0/screen', message: 'Unknown screen "editUsr"' }]);
    expect(problemsOf(screen('users', { rowActions: [{ label: 'Open', screen: 'accountAdmin' }] }))).toEqual([
      { path: '/screens/users/rowActions/0/screen', message: '"account_id" is not a field of the rows of listUsers' },
    ]);
    expect(problemsOf(screen('users', { rowActions: [{ label: 'Edit', screen: 'editUser', operationId: 'updateUser' }] }))).toEqual([
      { path: '/screens/users/rowActions/0/screen', message: 'A row action opens a screen, calls an operation or opens a view: one of them' },
    ]);
    expect(paths(screen('users', { bulkActions: [{ label: 'Edit', screen: 'editUser' }] }))).toEqual(['/screens/users/bulkActions/0/screen']);
    // A placeholder the row lacks may be filled from another field; the rest of params is the address's query.
    expect(paths(screen('records', { rowActions: [{ label: 'View', screen: 'viewPdf', params: { key: 'document_id' } }] }))).toEqual([]);
    expect(paths(screen('records', { rowActions: [{ label: 'View', screen: 'viewPdf', params: { key: 'documentid' } }] }))).toEqual(['/screens/records/rowActions/0/params/key']);
  });

  it('a machine with no operation to run, or with a form', () => {
    expect(problemsOf(screen('users', { rowActions: [{ label: 'Login As', machine: 'impersonation', screen: 'editUser' }] }))).toEqual([
      { path: '/screens/users/rowActions/0/machine', message: "A machine runs the row action's operation, with no form" },
    ]);
    expect(paths(screen('users', { rowActions: [{ label: 'Login As', operationId: 'loginAs', machine: 'impersonation' }] }))).toEqual([]);
  });

  it('a form or a view that does not exist, a file operation that answers no file, a header action to nowhere', () => {
    expect(paths(requests({ rowActions: [{ label: 'Approve', operationId: 'resolveAccessRequest', form: 'approve' }] }))).toEqual(['/screens/accessRequests/rowActions/0/form']);
    expect(problemsOf(requests({ rowActions: [{ label: 'View', view: 'letter' }] }))).toEqual([
      { path: '/screens/accessRequests/rowActions/0/view', message: 'Unknown row view "letter"; the renderers show mail, change, submission, workflowItem, fuelCard' },
    ]);
    expect(paths(requests({ bulkActions: [{ label: 'View', view: 'submission' }] }))).toEqual(['/screens/accessRequests/bulkActions/0/view']);
    expect(problemsOf(requests({ rowFiles: [{ label: 'Receipt', operationId: 'listAccessRequests' }] }))).toEqual([
      { path: '/screens/accessRequests/rowFiles/0/operationId', message: 'listAccessRequests is no operation that answers a file' },
    ]);
    expect(paths(requests({ headerActions: [{ label: 'Users', screen: 'userList' }, { label: 'New', operationId: 'createUsr' }] }))).toEqual([
      '/screens/accessRequests/headerActions/0/screen',
      '/screens/accessRequests/headerActions/1/operationId',
    ]);
    expect(paths(requests({ headerActions: [{ label: 'Users', screen: 'users' }] }))).toEqual([]);
  });

  it('a row shown by a value and by a list at once, or by neither', () => {
    const resend = (when: Record<string, unknown>) => screen('webhookDeliveries', { rowActions: [{ label: 'Re-send', operationId: 'resendWebhookDelivery', params: { delivery_id: 'id' }, when }] });
    // The layout schema refuses both (a condition is its field and exactly one test), at the condition's pointer only.
    const refusedAt = (when: Record<string, unknown>) => [...new Set(paths(resend(when)))];
    expect(refusedAt({ field: 'status', equals: 'failed', in: ['failed', 'pending'] })).toEqual(['/screens/webhookDeliveries/rowActions/0/when']);
    expect(refusedAt({ field: 'status' })).toEqual(['/screens/webhookDeliveries/rowActions/0/when']);
    expect(paths(resend({ field: 'status', in: ['failed', 'pending'] }))).toEqual([]);
    expect(paths(resend({ field: 'state', in: ['failed'] }))).toEqual(['/screens/webhookDeliveries/rowActions/0/when/field']);
  });

  it("a done message's field that neither the answer nor the row or route has", () => {
    const log = (fields: Record<string, unknown>) => screen('webhookDeliveries', fields);
    expect(problemsOf(log({ rowActions: [{ label: 'Re-send', operationId: 'resendWebhookDelivery', params: { delivery_id: 'id' }, done: '{mesage} ({event_id})' }] }))).toEqual([
      { path: '/screens/webhookDeliveries/rowActions/0/done', message: '"{mesage}" is neither a field of what resendWebhookDelivery answers nor one the action has' },
    ]);
    // The answer's message, a row field, the route's parameter.
    expect(paths(log({ rowActions: [{ label: 'Re-send', operationId: 'resendWebhookDelivery', params: { delivery_id: 'id' }, done: '{message} ({event_id})' }] }))).toEqual([]);
    expect(paths(log({ headerActions: [{ label: 'All', operationId: 'resendFailedWebhookDeliveries', done: '{resent} of #{endpoint_id}' }] }))).toEqual([]);
    expect(paths(log({ headerActions: [{ label: 'All', operationId: 'resendFailedWebhookDeliveries', done: '{event_id}' }] }))).toEqual(['/screens/webhookDeliveries/headerActions/0/done']);
  });

  it('a header action that does two things or none, a question before opening a screen, a reload with an operation\'s options', () => {
    const log = (headerActions: unknown[]) => screen('webhookDeliveries', { headerActions });
    expect(problemsOf(log([{ label: 'Refresh', reload: true, operationId: 'resendFailedWebhookDeliveries' }, { label: 'Nothing' }]))).toEqual([
      { path: '/screens/webhookDeliveries/headerActions/0', message: 'A header action either opens a screen, calls an operation or reloads the table' },
      { path: '/screens/webhookDeliveries/headerActions/1', message: 'A header action either opens a screen, calls an operation or reloads the table' },
    ]);
    expect(problemsOf(log([{ label: 'Back', screen: 'webhooks', confirm: 'Sure?' }]))).toEqual([
      { path: '/screens/webhookDeliveries/headerActions/0/confirm', message: 'Opening a screen asks nothing first: only an operation takes "confirm"' },
    ]);
    expect(problemsOf(log([{ label: 'Refresh', reload: true, done: 'Reloaded' }]))).toEqual([
      { path: '/screens/webhookDeliveries/headerActions/0/done', message: 'A reload calls no operation: it takes no "done"' },
    ]);
    expect(paths(log([{ label: 'Refresh', reload: true }, { label: 'All', operationId: 'resendFailedWebhookDeliveries', confirm: 'Sure?' }]))).toEqual([]);
  });
});

describe("a table's choice filter of the tenant's own values", () => {
  it('names a source the renderers know', () => {
    const inquiries = (source: string) => screen('inquiries', { filters: [{ param: 'status', label: 'Status', control: 'choice', source }] });
    expect(paths(inquiries('workflowStatuses'))).toEqual([]);
    expect(problemsOf(inquiries('workflowStates'))).toEqual([
      { path: '/screens/inquiries/filters/0/source', message: 'Unknown choice source "workflowStates"; the renderers know workflowStatuses, roles, transactionTypes' },
    ]);
    // Without a source, a parameter its schema does not enumerate offers nothing to choose.
    expect(paths(screen('inquiries', { filters: [{ param: 'status', label: 'Status', control: 'choice' }] }))).toEqual(['/screens/inquiries/filters/0/control']);
  });
});

describe("a table's panel", () => {
  it('is a registered one, on a table screen only', () => {
    expect(paths(screen('imports', { panel: 'importUpload' }))).toEqual([]);
    expect(problemsOf(screen('imports', { panel: 'importFile' }))).toEqual([
      { path: '/screens/imports/panel', message: 'Unknown panel "importFile"; the renderers show importUpload, importJob, apiKeyCreate, webhookEndpoints' },
    ]);
    expect(problemsOf(screen('manageContent', { panel: 'importJob' }))).toEqual([
      { path: '/screens/manageContent/panel', message: 'Only a table screen takes "panel"; this is a settings screen' },
    ]);
  });
});

describe("a table column's empty text", () => {
  it('has no value to fill', () => {
    const hooks = (empty: string) => screen('webhooks', { columns: [{ field: 'url', header: 'URL' }, { field: 'event_types', header: 'Event Types', empty }] });
    expect(paths(hooks('Every event type'))).toEqual([]);
    expect(problemsOf(hooks('None of {value}'))).toEqual([{ path: '/screens/webhooks/columns/1/empty', message: "A column's empty text has no value to fill {value}" }]);
  });
});

describe("a row action's answer to the panel", () => {
  it('comes from an operation called here, on a screen with a panel', () => {
    const test = { label: 'Test', operationId: 'sendWebhookTest', params: { endpoint_id: 'id' }, toPanel: true };
    expect(paths(screen('webhooks', { rowActions: [test] }))).toEqual([]);
    const bare = { kind: 'table', access: 'staff', route: '/admin/hooks', title: 'Hooks', load: 'listWebhookEndpoints', columns: [{ field: 'url', header: 'URL' }] };
    expect(problemsOf(screen('hooks', { ...bare, rowActions: [test] }))).toEqual([
      { path: '/screens/hooks/rowActions/0/toPanel', message: 'The screen has no panel to show the answer' },
    ]);
    expect(problemsOf(screen('webhooks', { rowActions: [{ label: 'Log', screen: 'webhookDeliveries', params: { endpoint_id: 'id' }, toPanel: true }] }))).toEqual([
      { path: '/screens/webhooks/rowActions/0/toPanel', message: 'Only an operation called here answers to the panel' },
    ]);
  });
});

describe("a table column's text", () => {
  it('holds only the value it frames', () => {
    const keys = (text: string) => screen('apiKeys', { columns: [{ field: 'name', header: 'Name' }, { field: 'revoked_at', header: 'Status', format: 'datetime', text }] });
    expect(paths(keys('Revoked {value}'))).toEqual([]);
    expect(problemsOf(keys('Revoked {revoked_at} by {name}'))).toEqual([
      { path: '/screens/apiKeys/columns/1/text', message: "A column's text holds only {value} (the field's value): not {revoked_at}, {name}" },
    ]);
  });

  it('and a row action shown while a field is empty (null)', () => {
    const revoke = { label: 'Revoke', operationId: 'revokeApiKey', params: { key_id: 'id' }, when: { field: 'revoked_at', equals: null } };
    expect(paths(screen('apiKeys', { rowActions: [revoke] }))).toEqual([]);
    expect(paths(screen('apiKeys', { rowActions: [{ ...revoke, params: { key_id: 'key' } }] }))).toEqual(['/screens/apiKeys/rowActions/0/params/key_id']);
  });
});

describe('a settings screen', () => {
  it('names its editor, which no other kind takes', () => {
    expect(paths(screen('manageContent', { settingsEditor: 'texts' }))).toEqual([]);
    expect(problemsOf(screen('manageContent', { settingsEditor: 'pages' })).map((p) => p.path)).toEqual(['/screens/manageContent/settingsEditor']);
    expect(problemsOf({ screens: { moreSettings: { route: '/admin/more-settings', kind: 'settings', access: 'staff', submit: 'updateSettings' } } })).toEqual([
      { path: '/screens/moreSettings/settingsEditor', message: 'A settings screen names its editor: "sections" or "texts"' },
    ]);
    expect(problemsOf(screen('auditLog', { settingsEditor: 'sections' }))).toEqual([
      { path: '/screens/auditLog/settingsEditor', message: 'Only a settings screen takes "settingsEditor"; this is a table screen' },
    ]);
  });
});
