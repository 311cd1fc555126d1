import { addAutopay } from './add-autopay';
import { getAutopayForUser } from './autopay-for-user';
import { createPaymentSource } from './create-source';
import { deletePaymentSource } from './delete-source';
import { getPaymentSourcesForUser } from './for-user';
import { getPaymentSource } from './get-source';
import { makeDefaultPaymentSource } from './make-default';
import { removeAutopay } from './remove-autopay';
import { updatePaymentSource } from './update-source';

/** Saved cards and bank accounts, and autopay (openapi/paths/payment-sources.yaml). */
export const paymentSourcesHandlers = {
  getPaymentSourcesForUser,
  getPaymentSource,
  createPaymentSource,
  updatePaymentSource,
  deletePaymentSource,
  makeDefaultPaymentSource,
  getAutopayForUser,
  addAutopay,
  removeAutopay,
};
