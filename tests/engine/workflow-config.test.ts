import { describe, expect, it } from 'vitest';
import { defaultWorkflow, mayMove, nextStatuses, statusLabel, workflowProblems, type WorkflowConfig } from '../../src/engine/workflow';

const withInquiry = (inquiry: Partial<WorkflowConfig['inquiry']>): WorkflowConfig => {
  const config = defaultWorkflow();
  return { ...config, inquiry: { ...config.inquiry, ...inquiry } };
};

describe('workflowProblems', () => {
  it('accepts the built-in workflow', () => {
    expect(workflowProblems(defaultWorkflow())).toEqual([]);
  });

  it('refuses a tank request or program enrolment flow without the status approved, the step that applies them; other queues may drop it', () => {
    const accepted = { statuses: [{ id: 'new', label: 'New' }, { id: 'accepted', label: 'Accepted' }], initial: 'new', final: ['accepted'], transitions: { new: ['accepted'] } };
    const config = defaultWorkflow();
    expect(workflowProblems({ ...config, program_enrolment: accepted }).map((p) => p.path)).toEqual(['/program_enrolment/statuses']);
    expect(workflowProblems({ ...config, tank_request: accepted }).map((p) => p.path)).toEqual(['/tank_request/statuses']);
    expect(workflowProblems({ ...config, inquiry: accepted })).toEqual([]);
  });

  it('refuses an initial status that is not among the statuses, at its JSON path', () => {
    expect(workflowProblems(withInquiry({ initial: 'open' }))).toEqual([{ path: '/inquiry/initial', message: '"open" is not one of the statuses of inquiry' }]);
  });

  it('refuses unknown final statuses and transition targets, each at its own path', () => {
    const problems = workflowProblems(withInquiry({ final: ['closed', 'done'], transitions: { new: ['in_progress', 'archived'], in_progress: ['closed'] } }));
    expect(problems).toEqual([
      { path: '/inquiry/final/1', message: '"done" is not one of the statuses of inquiry' },
      { path: '/inquiry/transitions/new/1', message: '"archived" is not one of the statuses of inquiry' },
    ]);
  });

  it('refuses moves out of a status it does not have, but accepts an empty list there (how an override drops a built-in status)', () => {
    expect(workflowProblems(withInquiry({ transitions: { new: ['closed'], waiting: ['closed'] } }))).toEqual([
      { path: '/inquiry/transitions/waiting', message: '"waiting" is not one of the statuses of inquiry' },
    ]);
    const dropped = withInquiry({ statuses: [{ id: 'new', label: 'New' }, { id: 'closed', label: 'Closed' }], transitions: { new: ['closed'], in_progress: [] } });
    expect(workflowProblems(dropped)).toEqual([]);
  });

  it('refuses a status listed twice and a final status that leads somewhere', () => {
    const problems = workflowProblems(
      withInquiry({ statuses: [{ id: 'new', label: 'New' }, { id: 'closed', label: 'Closed' }, { id: 'new', label: 'Again' }], transitions: { new: ['closed'], closed: ['new'] } }),
    );
    expect(problems).toEqual([
      { path: '/inquiry/statuses/2/id', message: 'status "new" is listed twice' },
      { path: '/inquiry/transitions/closed', message: '"closed" is a final status: nothing moves out of it' },
    ]);
  });

  it('checks every item type, naming the type in the path', () => {
    const config = defaultWorkflow();
    config.fuel_order = { ...config.fuel_order, initial: 'ordered' };
    expect(workflowProblems(config).map((p) => p.path)).toEqual(['/fuel_order/initial']);
  });
});

describe('moving through a workflow', () => {
  const inquiry = defaultWorkflow().inquiry;

  it('allows only the configured moves, and none out of a final status', () => {
    expect(nextStatuses(inquiry, 'new')).toEqual(['in_progress', 'closed']);
    expect(mayMove(inquiry, 'in_progress', 'closed')).toBe(true);
    expect(mayMove(inquiry, 'closed', 'new')).toBe(false);
    expect(mayMove(inquiry, 'in_progress', 'new')).toBe(false);
    expect(nextStatuses(inquiry, 'closed')).toEqual([]);
    expect(nextStatuses(inquiry, 'unheard-of')).toEqual([]);
  });

  it('labels a status by the workflow, and an unknown one by its id', () => {
    expect(statusLabel(inquiry, 'in_progress')).toBe('In progress');
    expect(statusLabel(inquiry, 'legacy')).toBe('legacy');
    expect(statusLabel(undefined, 'new')).toBe('new');
  });

  it('gives applications a review and fuel orders a schedule', () => {
    const config = defaultWorkflow();
    expect(nextStatuses(config.account_application, 'in_review')).toEqual(['approved', 'declined']);
    expect(nextStatuses(config.credit_application, 'new')).toContain('in_review');
    expect(nextStatuses(config.fuel_order, 'scheduled')).toEqual(['delivered', 'cancelled']);
    expect(config.fuel_order.final).toEqual(['delivered', 'cancelled']);
  });
});
