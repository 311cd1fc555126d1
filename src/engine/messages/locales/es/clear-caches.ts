import type { clearCachesMessages } from '../../clear-caches';
import type { Translation } from '../../translation';

export default {
  clearCaches: 'Borrar las cachés',
  cachesClearedCounts: '({server} en el servidor, {browser} en este navegador)',
} satisfies Translation<typeof clearCachesMessages>;
