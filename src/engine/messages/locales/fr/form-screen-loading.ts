import type { formScreenLoadingMessages } from '../../form-screen-loading';
import type { Translation } from '../../translation';

export default {
  loadingScreen: 'Chargement : {screen}',
  theForm: 'le formulaire',
  theAnswer: 'la réponse',
  back: 'Retour',
} satisfies Translation<typeof formScreenLoadingMessages>;
