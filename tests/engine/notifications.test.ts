import { describe, expect, it } from 'vitest';
import { cellKey, eventCatalogue, eventLabel, eventsFromCells, receivedBy, recipientsFor, tickedCells, userColumnsOf, workflowEventKeys, type NotificationsConfig } from '../../src/engine/notifications';
import { toE164 } from '../../src/engine/notifications/sms-number';

const workflow = {
  inquiry: { statuses: [{ id: 'new', label: 'New' }, { id: 'closed', label: 'Closed' }], final: ['closed'] },
};

const config: NotificationsConfig = {
  low_balance_threshold: 35,
  events: {
    'workflow.*.@final': [{ to: 'customer', methods: ['email'] }],
    'workflow.inquiry.closed': [{ to: 'role', role: 'Admin', methods: ['email', 'text'] }],
    'workflow.inquiry.*': [{ to: 'user', email: 'Boss@Demo.test', methods: ['text'] }],
    'payment.failed': [],
  },
};

describe('rule selection', () => {
  it('matches a move by its status, a final status, its type and the wildcards, most specific first', () => {
    expect(workflowEventKeys(workflow, 'inquiry', 'closed')).toEqual(['workflow.inquiry.closed', 'workflow.inquiry.@final', 'workflow.inquiry.*', 'workflow.*.closed', 'workflow.*.@final', 'workflow.*.*']);
    expect(workflowEventKeys(workflow, 'inquiry', 'new')).toEqual(['workflow.inquiry.new', 'workflow.inquiry.*', 'workflow.*.new', 'workflow.*.*']);
  });

  it('adds up the recipients of every rule the move matches', () => {
    expect(recipientsFor(config, workflowEventKeys(workflow, 'inquiry', 'closed')).map((r) => r.to)).toEqual(['role', 'user', 'customer']);
    // Not final without a workflow configuration saying so: only the type wildcard.
    expect(recipientsFor(config, workflowEventKeys({}, 'inquiry', 'closed')).map((r) => r.to)).toEqual(['role', 'user']);
    expect(recipientsFor(config, ['payment.failed'])).toEqual([]);
  });
});

describe('what a role or a user receives', () => {
  it('gives customers the customer rules, a role its rules, a user the rules naming their email (any case)', () => {
    expect(receivedBy(config, { role: 'User', isCustomer: true }, ['email', 'text'], workflow).map((e) => [e.event, e.via])).toEqual([['workflow.*.@final', ['customer']]]);
    expect(receivedBy(config, { role: 'Admin', isCustomer: false, email: 'boss@demo.test' }, ['email', 'text'], workflow)).toEqual([
      { event: 'workflow.inquiry.closed', label: 'Inquiry: moved to Closed', methods: ['email', 'text'], via: ['role'] },
      { event: 'workflow.inquiry.*', label: 'Inquiry: any status change', methods: ['text'], via: ['user'] },
    ]);
  });

  it('leaves out the methods the tenant does not offer', () => {
    expect(receivedBy(config, { role: 'Admin', isCustomer: false, email: 'boss@demo.test' }, ['email'], workflow)).toEqual([
      { event: 'workflow.inquiry.closed', label: 'Inquiry: moved to Closed', methods: ['email'], via: ['role'] },
    ]);
  });
});

describe('the event catalogue', () => {
  it('lists each status of the workflow configuration, the wildcards, and the fixed events', () => {
    const events = eventCatalogue(workflow).map((e) => e.event);
    expect(events).toEqual(expect.arrayContaining(['workflow.*.@final', 'workflow.inquiry.closed', 'workflow.fuel_order.@final', 'order.created', 'balance.low', 'town.PACKAGE_DELIVERED']));
    expect(eventLabel('workflow.*.@final', workflow)).toBe('Any item: reaches a final status');
    expect(eventLabel('workflow.fuel_order.scheduled', {})).toBe('Fuel Order: moved to scheduled');
  });
});

describe('phone numbers for SMS', () => {
  it('writes North American numbers as E.164 and refuses what cannot be one', () => {
    expect(toE164('555-234-5678')).toBe('+15552345678');
    expect(toE164('(555) 234 5678')).toBe('+15552345678');
    expect(toE164('1 555 234 5678')).toBe('+15552345678');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('123-456-7890')).toBeUndefined();
    expect(toE164('555-1234')).toBeUndefined();
    expect(toE164('')).toBeUndefined();
    expect(toE164(undefined)).toBeUndefined();
  });

  it('reads a number in the tenant country, keeps one written with its country code and refuses junk', () => {
    // United Kingdom: with +44 from anywhere, and as Britons write it in a UK tenant.
    expect(toE164('+44 7911 123456')).toBe('+447911123456');
    expect(toE164('020 7946 0958', 'GB')).toBe('+442079460958');
    // Canada shares +1: a Toronto number typed in a US tenant or a Canadian one is the same.
    expect(toE164('(416) 234-5678')).toBe('+14162345678');
    expect(toE164('416.234.5678', 'CA')).toBe('+14162345678');
    // Junk: letters, a too-short or too-long number, an unknown country falls back to the US.
    expect(toE164('call me')).toBeUndefined();
    expect(toE164('+44 12')).toBeUndefined();
    expect(toE164('1234567890123456789')).toBeUndefined();
    expect(toE164('555-234-5678', 'not a country')).toBe('+15552345678');
    expect(toE164('\u0000555-234-5678')).toBeUndefined();
  });
});

describe('the matrix the screen edits', () => {
  const columns = ['customer', 'role:Admin', 'user:boss@demo.test'];

  it('reads a configuration as ticked cells and writes the same rules back', () => {
    const cells = tickedCells(config);
    expect(cells.has(cellKey('workflow.inquiry.closed', 'role:Admin', 'text'))).toBe(true);
    expect(cells.has(cellKey('workflow.inquiry.*', 'user:boss@demo.test', 'text'))).toBe(true);
    expect(userColumnsOf(config)).toEqual(['boss@demo.test']);
    const events = eventsFromCells(cells, Object.keys(config.events), columns, ['email', 'text'], config);
    expect(events['workflow.inquiry.closed']).toEqual([{ to: 'role', role: 'Admin', methods: ['email', 'text'] }]);
    expect(events['workflow.inquiry.*']).toEqual([{ to: 'user', email: 'boss@demo.test', methods: ['text'] }]);
  });

  it('switches off an emptied rule the configuration had, and leaves out rows that never had one', () => {
    const cells = tickedCells(config);
    cells.delete(cellKey('workflow.*.@final', 'customer', 'email'));
    const events = eventsFromCells(cells, ['workflow.*.@final', 'balance.low'], columns, ['email', 'text'], config);
    expect(events).toEqual({ 'workflow.*.@final': [] });
  });
});
