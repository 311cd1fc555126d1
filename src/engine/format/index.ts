export { formatMoney, formatUnitPrice, EMPTY_MONEY } from './money';
export { formatDate, formatDateTime, formatDateTimeNewYork, MISSING_DATE } from './date';
export { formatQuantity, formatStatus, formatBoolean, formatAddress } from './text';
