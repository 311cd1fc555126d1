/**
 * Left for UserFormScreen (another change moves the users screens): a customer's saved payment
 * sources as staff see them are shared now (renderers/payment-sources/, also on the staff account
 * screen). Import them from there and delete this file.
 */
export { UserPaymentSources } from '../../../payment-sources/UserPaymentSources';
