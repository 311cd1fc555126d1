export { formatMoney, formatUnitPrice, EMPTY_MONEY } from './money';
export { formatDate, formatDateTime, formatDateTimeNewYork, formatMonth, MISSING_DATE } from './date';
export { formatQuantity, formatStatus, formatStatusInText, formatBoolean, formatAddress } from './text';
export { formatPercent } from './percent';
