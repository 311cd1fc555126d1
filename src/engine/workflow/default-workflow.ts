import type { WorkflowConfig } from './workflow-config';

/**
 * The workflow every tenant runs with until its folder (`tenants/<id>/workflow.json`) or an
 * admin says otherwise — what a fuel supplier's office does with each kind of item: an inquiry
 * is answered and closed, an application reviewed and decided, an order scheduled and delivered
 * (or cancelled). The ids are what the database keeps; the labels what staff read.
 */
export function defaultWorkflow(): WorkflowConfig {
  const application = () =>
    flow({ new: 'New', in_review: 'In review', approved: 'Approved', declined: 'Declined' }, ['approved', 'declined'], {
      new: ['in_review', 'declined'],
      in_review: ['approved', 'declined'],
    });
  return {
    inquiry: flow({ new: 'New', in_progress: 'In progress', closed: 'Closed' }, ['closed'], { new: ['in_progress', 'closed'], in_progress: ['closed'] }),
    account_application: application(),
    credit_application: application(),
    fuel_order: flow({ new: 'New', scheduled: 'Scheduled', delivered: 'Delivered', cancelled: 'Cancelled' }, ['delivered', 'cancelled'], {
      new: ['scheduled', 'cancelled'],
      scheduled: ['delivered', 'cancelled'],
    }),
    // A tank request (issue 26): approving a plan switch, access notes or away period applies it to the tank; a worried customer's is handled and closed.
    tank_request: flow({ new: 'New', in_review: 'In review', approved: 'Approved', declined: 'Declined', closed: 'Handled' }, ['approved', 'declined', 'closed'], {
      new: ['in_review', 'approved', 'declined', 'closed'],
      in_review: ['approved', 'declined', 'closed'],
    }),
    // Approved is the id that makes an enrolment the account's plan (server/programs): a tenant may relabel it, not rename it.
    program_enrolment: flow({ new: 'New', approved: 'Approved', declined: 'Declined' }, ['approved', 'declined'], { new: ['approved', 'declined'] }),
  };
}

/** One item type's flow: every item starts `new`; its statuses in order (id → label), those that end it, and where each may go. */
function flow(labels: Record<string, string>, final: string[], transitions: Record<string, string[]>) {
  return { statuses: Object.entries(labels).map(([id, label]) => ({ id, label })), initial: 'new', final, transitions };
}
