import { describe, expect, it } from 'vitest';
import { filterQuery, initialFilterValues, type TableFilter } from '../../src/renderers/table/filters/filter-query';
import { actionValues, fillFromRow, formStart, shownOn } from '../../src/renderers/table/actions/row-values';
import { actionText } from '../../src/renderers/table/actions/action-text';

const changeLogFilters: TableFilter[] = [
  { param: 'target', label: 'Target' },
  { param: 'status', label: 'Status', control: 'choice', default: 'new' },
  { param: 'from', toParam: 'to', control: 'dateRange', label: 'From', toLabel: 'To' },
];

describe("a table's filters as the load operation's query", () => {
  it('open with their defaults, blanks elsewhere', () => {
    expect(initialFilterValues(changeLogFilters)).toEqual({ target: '', status: 'new', from: '', to: '' });
  });

  it('leave blanks out, trim text, and send a date range as day starts with its end inclusive', () => {
    const query = filterQuery(changeLogFilters, { target: '  user:7 ', status: '', from: '2026-03-01', to: '2026-03-01' });
    expect(query.target).toBe('user:7');
    expect(query.status).toBeUndefined();
    expect(new Date(query.from ?? '').getTime()).toBe(new Date('2026-03-01T00:00:00').getTime());
    // The end day is included: the query's bound is the next day's start.
    expect(new Date(query.to ?? '').getTime()).toBe(new Date('2026-03-02T00:00:00').getTime());
    expect(filterQuery(changeLogFilters, { from: 'not a day' }).from).toBeUndefined();
  });
});

describe("a row action's call", () => {
  const request = { request_id: 12, status: 'new', item_contents: { email: 'sam@x.test', account_id: '100234' } };

  it('takes parameters from the route, the row, then the layout mapping (which wins)', () => {
    expect(actionValues({}, request, { endpoint_id: '3' })).toMatchObject({ endpoint_id: '3', request_id: 12 });
    expect(actionValues({ params: { delivery_id: 'request_id', request_id: 'item_contents.account_id' } }, request, {})).toMatchObject({ delivery_id: 12, request_id: '100234' });
  });

  it('shows only on rows its `when` holds for', () => {
    expect(shownOn({ when: { field: 'status', equals: 'new' } }, request)).toBe(true);
    expect(shownOn({ when: { field: 'status', equals: 'new' } }, { ...request, status: 'rejected' })).toBe(false);
    expect(shownOn({}, request)).toBe(true);
    // One of a list (a failed or pending delivery re-sent), or a field still empty (a key not revoked).
    expect(shownOn({ when: { field: 'status', in: ['new', 'approved'] } }, request)).toBe(true);
    expect(shownOn({ when: { field: 'status', in: ['approved', 'rejected'] } }, request)).toBe(false);
    expect(shownOn({ when: { field: 'revoked_at', equals: null } }, { revoked_at: null })).toBe(true);
    expect(shownOn({ when: { field: 'revoked_at', equals: null } }, { revoked_at: '2026-11-27T10:00:00Z' })).toBe(false);
    // notEquals, and a list of conditions that must all hold (Login As: not an Admin, and confirmed).
    expect(shownOn({ when: { field: 'status', notEquals: 'new' } }, request)).toBe(false);
    const loginAs = { when: [{ field: 'role', notEquals: 'Admin' }, { field: 'confirmed', equals: true }] as [{ field: string; notEquals: string }, { field: string; equals: boolean }] };
    expect(shownOn(loginAs, { role: 'User', confirmed: true })).toBe(true);
    expect(shownOn(loginAs, { role: 'User', confirmed: false })).toBe(false);
    expect(shownOn(loginAs, { role: 'Admin', confirmed: true })).toBe(false);
  });

  it("starts its form from the row's fields, a single value for a list answer as a list of one", () => {
    const schema = { properties: { account_ids: { type: 'array' }, email: { type: 'string' } } };
    expect(formStart({ account_ids: 'item_contents.account_id', email: 'item_contents.email' }, request, schema)).toEqual({ account_ids: ['100234'], email: 'sam@x.test' });
    expect(formStart({ account_ids: 'item_contents.phone' }, request, schema)).toEqual({});
  });

  it("words its labels from the catalogues or as written, with the row's fields filled in", () => {
    expect(fillFromRow('Reject {item_contents.email} (#{request_id})', request)).toBe('Reject sam@x.test (#12)');
    expect(actionText('accessRequestApproved')).toBe('Access request approved.');
    expect(actionText('confirmRevokeApiKey', { name: 'billing' })).toBe('Revoke the API key billing? Calls made with it are refused at once.');
    expect(actionText('Approve {item_contents.email}', request)).toBe('Approve sam@x.test');
  });
});
