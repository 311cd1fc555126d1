import type { programMessages } from '../../programs';
import type { Translation } from '../../translation';

export default {
  programBudget: 'Plan budget',
  programPrebuy: 'Préachat',
  budgetFigures: '{amount} par mois × {payments} à partir de {month} ({gallons} gal à {price}, +{cushion} %)',
  prebuyFigures: '{gallons} gal à {price} = {total}, {due} à payer maintenant',
  programsTitle: 'Budget et préachat',
  loadingPrograms: 'Chargement de vos plans',
  planMonthly: '{amount} par mois',
  planPayments: '{made} paiements sur {payments} effectués, {left} restants',
  planGallons: '{used} gallons utilisés sur {contracted}',
  planPending: 'Votre inscription au {program} attend notre approbation.',
  planDeclined: 'Votre inscription au {program} n’a pas été approuvée. Contactez-nous.',
  budgetEstimate: 'Votre paiement budget estimé : {amount} par mois pendant {payments} mois à partir de {month}, d’après les {gallons} gallons utilisés ces 12 derniers mois à {price} le gallon.',
  prebuyEstimate: 'Réservez {gallons} gallons à {price} le gallon : {total}.',
  noUsageYet: 'Il nous faut une saison de livraisons pour estimer votre paiement budget. Contactez-nous.',
  windowNotOpen: 'Les inscriptions ouvrent le {date}.',
  windowClosed: 'Les inscriptions ont fermé le {date}.',
  windowNotScheduled: 'Les inscriptions ne sont pas ouvertes.',
  enrolOpenUntil: 'Inscrivez-vous avant le {date}.',
  enrolAction: 'S’inscrire au {program}',
  alreadyEnrolled: 'Vous êtes inscrit au {program} pour cette saison.',
  gallonsChart: 'Gallons utilisés sur les {contracted} contractés depuis le {date}',
  chartUsed: 'Utilisés',
  chartContracted: 'Contractés',
  gallonsAxis: 'gallons',
} satisfies Translation<typeof programMessages>;
