import type { pdfTextMessages } from '../../pdf-texts';
import type { Translation } from '../../translation';

export default {
  customerService: 'Atención al cliente {phone}',
  billing: 'Facturación {phone}',
  receiptTitle: 'Recibo de pago {number}',
  receiptHeading: 'Recibo de pago',
  receiptNumber: 'Número de recibo',
  date: 'Fecha',
  account: 'Cuenta',
  paidWith: 'Pagado con',
  amount: 'Monto',
  fee: 'Cargo',
  totalCharged: 'Total cobrado',
  status: 'Estado',
  statusPending: 'Recibido: pendiente de liquidación',
  statusSettled: 'Liquidado',
  statusReturned: 'Devuelto por el banco',
  statusRefunded: 'Reembolsado',
  receiptFooter: 'Gracias por su pago. Los pagos bancarios tardan unos días hábiles en liquidarse; un pago que el banco devuelve se vuelve a cargar en la cuenta.',
} satisfies Translation<typeof pdfTextMessages>;
