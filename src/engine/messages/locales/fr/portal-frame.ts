import type { portalFrameMessages } from '../../portal-frame';
import type { Translation } from '../../translation';

export default {
  mainMenu: 'Menu principal',
  menu: 'Menu',
  logout: 'Se déconnecter',
  loading: 'Chargement',
  termsOfUse: 'Conditions d’utilisation',
  retry: 'Réessayer',
  noPortalHere: 'Aucun portail client ici',
  noPortalFor: 'Aucun portail de fournisseur de combustible n’est configuré pour {host}.',
  checkAddress: 'Vérifiez l’adresse que votre fournisseur vous a donnée.',
  unknownScreenKind: 'Impossible d’afficher cette page : aucun composant n’affiche les écrans de type {kind}.',
  switchingUser: 'Changement d’utilisateur',
  checkingAccess: 'Vérification de l’accès',
} satisfies Translation<typeof portalFrameMessages>;
