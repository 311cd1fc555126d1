import { validate as isAbaChecksum } from 'abavalidator';

/** Spec 2 §9: a routing number is exactly 9 digits; the ABA checksum (abavalidator) catches a mistyped one. */
export const isRoutingNumber = (value: string): boolean => /^\d{9}$/.test(value) && isAbaChecksum(value);

/** Spec 2 §9: a generic (bank) account number is 5–18 digits. */
export const BANK_ACCOUNT_NUMBER_PATTERN = /^\d{5,18}$/;
export const isBankAccountNumber = (value: string): boolean => BANK_ACCOUNT_NUMBER_PATTERN.test(value);

export { BANK_ACCOUNT_TYPES } from '../../../schemas/generated/enums';
