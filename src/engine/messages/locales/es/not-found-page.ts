import type { notFoundPageMessages } from '../../not-found-page';
import type { Translation } from '../../translation';

export default {
  pageMoved: 'La página que buscaba no existe o se ha movido.',
  goHome: 'Ir a la página de inicio',
} satisfies Translation<typeof notFoundPageMessages>;
