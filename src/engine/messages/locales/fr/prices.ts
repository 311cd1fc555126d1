import type { priceMessages } from '../../prices';
import type { Translation } from '../../translation';

export default {
  postedPrices: 'Prix affichés du jour',
  loadingPrices: 'Chargement des prix affichés',
  noPrices: 'Aucun prix affiché pour le moment.',
  product: 'Produit',
  price: 'Prix',
  postedDay: 'affiché le {date}',
  perGallon: '{price} / gal',
  yourTanks: 'Vos réservoirs',
  tankPosted: '{tank} ({product}) : {price} / gal, affiché le {date}',
  tankFixed: '{tank} ({product}) : votre prix fixe de {price} / gal s’applique jusqu’au {date}, pas le prix affiché.',
  tankFixedOpen: '{tank} ({product}) : votre prix fixe de {price} / gal s’applique, pas le prix affiché.',
  tankNone: '{tank} ({product}) : aucun prix affiché ; votre commande est chiffrée à la vérification.',
  showHistory: 'Historique des prix',
  showHistoryOf: 'Historique des prix de {product}',
  historyTitle: '{product} : prix affichés, 12 derniers mois',
  historyChart: 'Graphique du prix affiché de {product} du {from} au {to} : de {first} à {last}, minimum {low}, maximum {high}.',
  historyTable: 'Les prix affichés sous forme de tableau',
  historyEmpty: 'Aucun prix affiché ces 12 derniers mois.',
  effectiveDate: 'À partir du',
  priceAxis: 'Dollars par gallon',
} satisfies Translation<typeof priceMessages>;
