import { clearCaches } from './clear-caches';

export const cachesHandlers = { clearCaches };
