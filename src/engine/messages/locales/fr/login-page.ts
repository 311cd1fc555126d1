import type { loginPageMessages } from '../../login-page';
import type { Translation } from '../../translation';

export default {
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  forgotPassword: 'Mot de passe oublié',
  registerPrompt: 'Déjà client, mais sans accès au portail ?',
  register: 'S’inscrire',
} satisfies Translation<typeof loginPageMessages>;
