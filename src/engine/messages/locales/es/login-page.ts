import type { loginPageMessages } from '../../login-page';
import type { Translation } from '../../translation';

export default {
  showPassword: 'Mostrar la contraseña',
  hidePassword: 'Ocultar la contraseña',
  forgotPassword: '¿Olvidó su contraseña?',
  registerPrompt: '¿Ya es cliente pero no tiene acceso al portal?',
  register: 'Regístrese',
} satisfies Translation<typeof loginPageMessages>;
