import type { messages } from '../../catalogue';
import type { Translation } from '../../translation';

/**
 * A placeholder with the few words the locale runtime's tests read (issue 24, i18n-runtime):
 * the translations' own complete file replaces it.
 */
export default {
  valueMissing: 'Falta este dato',
  addedSuccessfully: 'Se agregó correctamente',
  loginFailed: 'No se pudo iniciar sesión. Inténtelo de nuevo.',
  signupLoginLink: '¿Todavía no es cliente? Regístrese',
  languageLabel: 'Idioma',
  creditAmount: '{amount} CR',
  quantityGallons: '{n, plural, one {# galón} other {# galones}}',
  yes: 'Sí',
  no: 'No',
} satisfies Partial<Translation<typeof messages>>;
