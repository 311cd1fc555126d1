import { describe, expect, it } from 'vitest';
import { problemsOf } from './support/layout-problems';

const drops = { route: '/tanks', kind: 'detail', access: 'customer', title: 'Tanks', load: 'getAccountsForUser' };
const screen = (fields: Record<string, unknown>) => ({ screens: { tanks: { ...drops, ...fields } } });
const table = (fields: Record<string, unknown>) => ({ kind: 'table', rows: 'locations.drops', columns: [{ field: 'drop_name', header: 'Tank' }], ...fields });

describe('a detail screen (sections of one record)', () => {
  it('is accepted with a table of the record rows, tabs, a text, and links into screens that exist', () => {
    const sections = [
      { kind: 'tabs', screens: ['products', 'orderFuel'], setting: 'show_fuel_ordering', when: { field: 'is_fuel', equals: true } },
      { kind: 'text', tooltip: 'Products' },
      table({ group: true, columns: [{ field: 'drop_name', header: 'Tank' }, { field: 'parent.address', header: 'Where', format: 'address' }, { field: 'price', header: 'Price', format: 'price', hideWhenOff: 'show_pricing' }], rowLinks: [{ label: 'Order', screen: 'orderFuel', query: { drop: 'drop_id' } }] }),
    ];
    expect(problemsOf(screen({ sections }))).toEqual([]);
    expect(problemsOf(screen({ access: 'staff', route: '/admin/accounts/:account_id/tanks', load: 'getAccount', sections: [table({})] }))).toEqual([]);
  });

  it('is refused without sections, or with a load that reads neither a record nor the customer accounts', () => {
    expect(problemsOf(screen({}))).toEqual([{ path: '/screens/tanks/sections', message: 'A detail screen needs sections' }]);
    expect(problemsOf(screen({ access: 'staff', load: 'listUsers', sections: [{ kind: 'text', tooltip: 'Products' }] }))).toEqual([
      { path: '/screens/tanks/load', message: "listUsers reads no record (a detail screen loads one record, or getAccountsForUser for one of the customer's accounts)" },
    ]);
  });

  it('refuses an unknown section kind, and tabs or links into screens that do not exist, at their pointers', () => {
    expect(problemsOf(screen({ sections: [{ kind: 'chart' }, { kind: 'tabs', screens: ['nowhere'] }, table({ rowLinks: [{ label: 'Go', screen: 'elsewhere' }] })] }))).toEqual([
      { path: '/screens/tanks/sections/0/kind', message: 'Unknown section kind "chart"; a detail screen draws table, tabs, links, text, accountHead, promotions, balances, accountCharts, budgetPlan, deliveryStatus, tankLevels, programs, locations, owner, postedPrices, accountStatus, accountFacts, accountEditors, ownerPaymentSources, deliveryTickets' },
      { path: '/screens/tanks/sections/1/screens/0', message: 'Unknown screen "nowhere"' },
      { path: '/screens/tanks/sections/2/rowLinks/0/screen', message: 'Unknown screen "elsewhere"' },
    ]);
  });

  it("takes row links on a tank card, carrying fields of the tanks its renderer reads, and refuses them on a section without rows", () => {
    const reading = { label: 'Enter a Reading', screen: 'tankReading', query: { tank: 'tank_id' } };
    expect(problemsOf(screen({ sections: [{ kind: 'tankLevels', rowLinks: [reading, { label: 'Order', screen: 'orderFuel', query: { drop: 'tank_id' }, when: { field: 'is_fuel', equals: true } }] }] }))).toEqual([]);
    expect(problemsOf(screen({ sections: [{ kind: 'tankLevels', rowLinks: [{ ...reading, query: { tank: 'drop_id' }, when: { field: 'fuel', equals: true } }] }, { kind: 'owner', rowLinks: [reading] }] }))).toEqual([
      { path: '/screens/tanks/sections/0/rowLinks/0/query/tank', message: '"drop_id" is not a field of the tanks of listAccountTanks' },
      { path: '/screens/tanks/sections/0/rowLinks/0/when/field', message: '"fuel" is no field of the record' },
      { path: '/screens/tanks/sections/1/rowLinks', message: 'A owner section has no rows to link from' },
    ]);
  });

  it('refuses rows, columns and fields that are not the record’s, and switches that are no boolean setting', () => {
    expect(
      problemsOf(
        screen({
          sections: [
            table({ rows: 'locations.tanks' }),
            table({ rows: 'display_name' }),
            table({ columns: [{ field: 'drop_nam', header: 'Tank' }, { field: 'parent.street', header: 'Street' }, { field: 'price', header: 'Price', hideWhenOff: 'pricing' }], rowKey: 'id' }),
            table({ rows: 'locations', group: true, rowLinks: [{ label: 'Order', screen: 'orderFuel', query: { drop: 'drop_id' }, setting: 'ordering', when: { field: 'fuel', equals: true } }] }),
            { kind: 'text', when: { field: 'budget', equals: true } },
            { kind: 'text', tooltip: 'Drops' },
          ],
        }),
      ),
    ).toEqual([
      { path: '/screens/tanks/sections/0/rows', message: '"locations.tanks" is no list of the record' },
      { path: '/screens/tanks/sections/1/rows', message: '"display_name" is no list of the record' },
      { path: '/screens/tanks/sections/2/columns/0/field', message: '"drop_nam" is not a field of the rows locations.drops' },
      { path: '/screens/tanks/sections/2/columns/1/field', message: '"parent.street" is not a field of the rows locations.drops' },
      { path: '/screens/tanks/sections/2/columns/2/hideWhenOff', message: '"pricing" is not a boolean application setting' },
      { path: '/screens/tanks/sections/2/rowKey', message: '"id" is not a field of the rows locations.drops' },
      { path: '/screens/tanks/sections/3/group', message: '"locations" goes through one list: there is nothing to group by' },
      { path: '/screens/tanks/sections/3/columns/0/field', message: '"drop_name" is not a field of the rows locations' },
      { path: '/screens/tanks/sections/3/rowLinks/0/query/drop', message: '"drop_id" is not a field of the rows locations' },
      { path: '/screens/tanks/sections/3/rowLinks/0/setting', message: '"ordering" is not a boolean application setting' },
      { path: '/screens/tanks/sections/3/rowLinks/0/when/field', message: '"fuel" is no field of the record' },
      { path: '/screens/tanks/sections/4/when/field', message: '"budget" is no field of the record' },
      { path: '/screens/tanks/sections/4/tooltip', message: 'A text section needs the tooltip it shows' },
      { path: '/screens/tanks/sections/5/tooltip', message: `"Drops" is not one of the settings' tooltips (Overview, Payment, Products)` },
    ]);
  });

  it('refuses an account section on a screen whose record is no customer account', () => {
    expect(problemsOf(screen({ access: 'staff', route: '/admin/accounts/:account_id/tanks', load: 'getAccount', sections: [{ kind: 'budgetPlan' }] }))).toEqual([
      { path: '/screens/tanks/sections/0/kind', message: "A budgetPlan section shows one of the customer's accounts: the screen must load getAccountsForUser" },
    ]);
    expect(problemsOf(screen({ sections: [{ kind: 'deliveryTickets' }] }))).toEqual([
      { path: '/screens/tanks/sections/0/kind', message: "A deliveryTickets section shows the staff's account: the screen must load getAccount" },
    ]);
  });

  it('takes a table of a list operation, called with the record fields, its columns and row files those of its rows', () => {
    const staff = { access: 'staff', route: '/admin/accounts/:account_id/payments', load: 'getAccount' };
    const payments = { kind: 'table', load: 'listAccountPayments', params: { account_id: 'account_id' }, columns: [{ field: 'payment_number', header: 'Number' }], rowFiles: [{ label: 'Receipt', operationId: 'getPaymentReceipt' }] };
    expect(problemsOf(screen({ ...staff, sections: [payments] }))).toEqual([]);
    expect(
      problemsOf(
        screen({
          ...staff,
          sections: [
            { ...payments, load: 'getAccount' },
            { ...payments, params: { account: 'account_id' }, rows: 'locations' },
            { ...payments, params: { account_id: 'acount_id' }, columns: [{ field: 'drop_name', header: 'Tank' }], rowFiles: [{ label: 'Ticket', operationId: 'getDeliveryTicket' }] },
          ],
        }),
      ),
    ).toEqual([
      { path: '/screens/tanks/sections/0/load', message: 'getAccount reads no list' },
      { path: '/screens/tanks/sections/1/params/account', message: 'listAccountPayments takes no parameter "account"' },
      { path: '/screens/tanks/sections/1/params', message: 'listAccountPayments needs account_id from the record' },
      { path: '/screens/tanks/sections/1/rows', message: "A table section lists either the record's rows or a list operation" },
      { path: '/screens/tanks/sections/2/params/account_id', message: '"acount_id" is no field of the record' },
      { path: '/screens/tanks/sections/2/columns/0/field', message: '"drop_name" is not a field of the rows of listAccountPayments' },
      { path: '/screens/tanks/sections/2/rowFiles/0/params', message: 'The rows of listAccountPayments have no delivery_id to call getDeliveryTicket' },
    ]);
  });

  it("hides a table screen's column by a boolean setting only", () => {
    const columns = [{ field: 'to', header: 'To', hideWhenOff: 'show_pricing' }, { field: 'subject', header: 'Subject', hideWhenOff: 'pricing' }];
    expect(problemsOf({ screens: { outbox: { columns } } })).toEqual([{ path: '/screens/outbox/columns/1/hideWhenOff', message: '"pricing" is not a boolean application setting' }]);
  });

  it('refuses sections and a heading on a screen of another kind, and a heading naming no field of the record', () => {
    expect(problemsOf({ screens: { outbox: { sections: [{ kind: 'text', tooltip: 'x' }], heading: 'Mail {id}' } } })).toEqual([
      { path: '/screens/outbox/sections', message: 'Only a detail screen takes "sections"; this is a table screen' },
      { path: '/screens/outbox/heading', message: 'Only a detail screen takes "heading"; this is a table screen' },
    ]);
    expect(problemsOf(screen({ heading: '{display_name} ({acount_id})', sections: [{ kind: 'text', tooltip: 'Products' }] }))).toEqual([
      { path: '/screens/tanks/heading', message: '"acount_id" is no field of the record' },
    ]);
  });
});
