import type { priceMessages } from '../../prices';
import type { Translation } from '../../translation';

export default {
  postedPrices: 'Precios publicados de hoy',
  loadingPrices: 'Cargando los precios publicados',
  noPrices: 'Aún no hay precios publicados.',
  product: 'Producto',
  price: 'Precio',
  postedDay: 'publicado el {date}',
  perGallon: '{price} / gal',
  yourTanks: 'Sus tanques',
  tankPosted: '{tank} ({product}): {price} / gal, publicado el {date}',
  tankFixed: '{tank} ({product}): se aplica su precio fijo de {price} / gal hasta el {date}, no el precio publicado.',
  tankFixedOpen: '{tank} ({product}): se aplica su precio fijo de {price} / gal, no el precio publicado.',
  tankNone: '{tank} ({product}): sin precio publicado; su pedido se calcula al revisarlo.',
  showHistory: 'Historial de precios',
  showHistoryOf: 'Historial de precios de {product}',
  historyTitle: '{product}: precios publicados, últimos 12 meses',
  historyChart: 'Gráfico del precio publicado de {product} del {from} al {to}: de {first} a {last}, mínimo {low}, máximo {high}.',
  historyTable: 'Los precios publicados en una tabla',
  historyEmpty: 'No hay precios publicados en los últimos 12 meses.',
  effectiveDate: 'Desde',
  priceAxis: 'Dólares por galón',
} satisfies Translation<typeof priceMessages>;
