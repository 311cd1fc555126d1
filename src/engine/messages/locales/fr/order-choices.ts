import type { orderChoiceMessages } from '../../order-choices';
import type { Translation } from '../../translation';

export default {
  dropChoice: '{drop} · {product} · {address}',
  dropPrice: '{price} le gallon',
  dropPriceAndSize: '{price} le gallon · réservoir de {size} gallons',
  extraChoice: '{text} ({price})',
  fillOnlyNote: 'Remplir le réservoir (ce fournisseur livre seulement des pleins).',
} satisfies Translation<typeof orderChoiceMessages>;
