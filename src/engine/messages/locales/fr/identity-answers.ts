import type { identityAnswerMessages } from '../../identity-answers';
import type { Translation } from '../../translation';

export default {
  resetInstructionsSent: 'Si un compte existe pour cette adresse, nous vous avons envoyé les instructions pour réinitialiser votre mot de passe. Vérifiez vos courriers indésirables si vous ne les recevez pas.',
  accessRequestSent: 'Votre demande a été envoyée. Nous vous contacterons dès que possible.',
  logInButton: 'Se connecter',
  registered: 'Utilisateur inscrit. Consultez votre messagerie, y compris les courriers indésirables, et utilisez le lien que nous vous avons envoyé pour vérifier votre adresse e-mail.',
  callIfMissing: 'Si vous ne le recevez pas, appelez-nous au {phone}.',
  callSupportIfMissing: 'Si vous ne le recevez pas, appelez le service client.',
  claimCodeByText: 'Si le numéro de compte et le code postal correspondent à un compte, nous avons envoyé un code à 6 chiffres par SMS au téléphone mobile enregistré pour ce compte (ou à son adresse e-mail enregistrée s’il n’a pas de téléphone mobile).',
  claimCodeByEmail: 'Si le numéro de compte et le code postal correspondent à un compte, nous avons envoyé un code à 6 chiffres à l’adresse e-mail enregistrée pour ce compte.',
  claimEnterCode: 'Saisissez le code pour terminer l’inscription ; il expire dans 15 minutes.',
  claimCallIfOutdated: 'Si les coordonnées enregistrées ne sont plus à jour, appelez-nous au {phone}.',
  claimCallSupportIfOutdated: 'Si les coordonnées enregistrées ne sont plus à jour, appelez le service client.',
  claimLinkedConfirmed: 'Utilisateur inscrit. Votre compte est associé à votre nouvel identifiant : vous pouvez vous connecter dès maintenant.',
} satisfies Translation<typeof identityAnswerMessages>;
