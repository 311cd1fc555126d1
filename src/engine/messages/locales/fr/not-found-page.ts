import type { notFoundPageMessages } from '../../not-found-page';
import type { Translation } from '../../translation';

export default {
  pageMoved: 'La page demandée n’existe pas ou a été déplacée.',
  goHome: 'Aller à la page d’accueil',
} satisfies Translation<typeof notFoundPageMessages>;
