import type { formScreenLoadingMessages } from '../../form-screen-loading';
import type { Translation } from '../../translation';

export default {
  loadingScreen: 'Cargando {screen}',
  theForm: 'el formulario',
  theAnswer: 'la respuesta',
  back: 'Atrás',
} satisfies Translation<typeof formScreenLoadingMessages>;
