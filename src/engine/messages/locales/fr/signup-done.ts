import type { signupDoneMessages } from '../../signup-done';
import type { Translation } from '../../translation';

export default {
  signupDoneTitle: 'Consultez vos courriels',
  signupDoneVerify: 'Nous avons envoyé un lien à {email}. Ouvrez-le pour vérifier votre adresse courriel, puis connectez-vous à votre nouveau compte.',
  signupDoneNoMail: 'Rien dans votre boîte de réception? Regardez dans vos courriels indésirables, ou communiquez avec nous s’il n’arrive pas.',
  signupDoneNoMailCall: 'Rien dans votre boîte de réception? Regardez dans vos courriels indésirables, ou appelez-nous au {phone} s’il n’arrive pas.',
  signupDoneOrder: 'Votre première commande a été transmise à notre équipe avec votre demande : nous la confirmerons et planifierons la livraison dès que votre compte sera ouvert.',
  signupDoneNoOrder: 'Une fois votre compte ouvert, vous pourrez commander du combustible et payer vos factures ici.',
  signupDoneLogin: 'Aller à la connexion',
} satisfies Translation<typeof signupDoneMessages>;
