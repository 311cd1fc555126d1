import { listChangeLog } from './list-change-log';

export const auditHandlers = { listChangeLog };
