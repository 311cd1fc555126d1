import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * (not in the spec: issue 26) The words of price transparency: the posted prices card on Products,
 * each tank's price on Order Fuel (or that its fixed price applies), a product's price history with
 * its chart and table. Apart from the catalogue: only those screens load them.
 */
export const priceMessages = messageSet({
  postedPrices: "Today's Posted Prices",
  loadingPrices: 'Loading the posted prices',
  noPrices: 'No posted prices yet.',
  product: 'Product',
  price: 'Price',
  postedDay: 'posted {date}',
  perGallon: '{price} / gal',
  yourTanks: 'Your tanks',
  tankPosted: '{tank} ({product}): {price} / gal, posted {date}',
  tankFixed: '{tank} ({product}): your fixed price of {price} / gal applies until {date}, not the posted price.',
  tankFixedOpen: '{tank} ({product}): your fixed price of {price} / gal applies, not the posted price.',
  tankNone: '{tank} ({product}): no posted price; your order is priced when you review it.',
  showHistory: 'Price history',
  showHistoryOf: 'Price history of {product}',
  historyTitle: '{product}: posted prices, last 12 months',
  historyChart: 'Chart of the posted price of {product} from {from} to {to}: from {first} to {last}, lowest {low}, highest {high}.',
  historyTable: 'The posted prices as a table',
  historyEmpty: 'No posted prices in the last 12 months.',
  effectiveDate: 'From',
  priceAxis: 'Dollars per gallon',
}, (language) => import(`./locales/${language}/prices.ts`));

/** A price message with its {placeholders} filled. */
export const fillPrice = fillerOf(priceMessages);
