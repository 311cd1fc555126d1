import { listEvents } from './list-events';

/** The event feed (tag events), for a supplier's system that polls with an events:read key. */
export const eventsHandlers = { listEvents };
