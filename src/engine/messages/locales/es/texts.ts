import type { TextTranslations } from '../../translation';

/**
 * A placeholder with the few data texts the locale runtime's tests read (issue 24,
 * i18n-runtime): the translations' own complete file replaces it.
 */
export default {
  'Login to your Account': 'Inicie sesión en su cuenta',
  Username: 'Usuario',
  Password: 'Contraseña',
  'Log In': 'Iniciar sesión',
  'Your email address.': 'Su dirección de correo electrónico.',
} satisfies TextTranslations;
