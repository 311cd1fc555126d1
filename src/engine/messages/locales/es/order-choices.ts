import type { orderChoiceMessages } from '../../order-choices';
import type { Translation } from '../../translation';

export default {
  dropChoice: '{drop} · {product} · {address}',
  dropPrice: '{price} por galón',
  dropPriceAndSize: '{price} por galón · tanque de {size} galones',
  extraChoice: '{text} ({price})',
  fillOnlyNote: 'Llenar el tanque (este proveedor solo hace llenados completos).',
} satisfies Translation<typeof orderChoiceMessages>;
