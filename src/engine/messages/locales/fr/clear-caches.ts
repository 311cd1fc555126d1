import type { clearCachesMessages } from '../../clear-caches';
import type { Translation } from '../../translation';

export default {
  clearCaches: 'Vider les caches',
  cachesClearedCounts: '({server} sur le serveur, {browser} dans ce navigateur)',
} satisfies Translation<typeof clearCachesMessages>;
