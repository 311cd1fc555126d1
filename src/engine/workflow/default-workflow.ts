import type { WorkflowConfig } from './workflow-config';

/**
 * The workflow every tenant runs with until its folder (`tenants/<id>/workflow.json`) or an
 * admin says otherwise — what a fuel supplier's office does with each kind of item: an inquiry
 * is answered and closed, an application reviewed and decided, an order scheduled and delivered
 * (or cancelled). The ids are what the database keeps; the labels what staff read.
 */
export function defaultWorkflow(): WorkflowConfig {
  const application = () => ({
    statuses: [
      { id: 'new', label: 'New' },
      { id: 'in_review', label: 'In review' },
      { id: 'approved', label: 'Approved' },
      { id: 'declined', label: 'Declined' },
    ],
    initial: 'new',
    final: ['approved', 'declined'],
    transitions: { new: ['in_review', 'declined'], in_review: ['approved', 'declined'] },
  });
  return {
    inquiry: {
      statuses: [
        { id: 'new', label: 'New' },
        { id: 'in_progress', label: 'In progress' },
        { id: 'closed', label: 'Closed' },
      ],
      initial: 'new',
      final: ['closed'],
      transitions: { new: ['in_progress', 'closed'], in_progress: ['closed'] },
    },
    account_application: application(),
    credit_application: application(),
    fuel_order: {
      statuses: [
        { id: 'new', label: 'New' },
        { id: 'scheduled', label: 'Scheduled' },
        { id: 'delivered', label: 'Delivered' },
        { id: 'cancelled', label: 'Cancelled' },
      ],
      initial: 'new',
      final: ['delivered', 'cancelled'],
      transitions: { new: ['scheduled', 'cancelled'], scheduled: ['delivered', 'cancelled'] },
    },
  };
}
