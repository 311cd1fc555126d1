export { EMAIL_PATTERN, isEmail } from './email';
export { PHONE_MAX_LENGTH, PHONE_PATTERN, formatPhoneInput, isPhone } from './phone';
export { PASSWORD_MIN_LENGTH, isPasswordLongEnough } from './password';
export { ZIP_CODE_PATTERN, isZipCode, zip5Of } from './zipcode';
export { CARD_BRANDS, cardBrandOf, cardDigits, cardExpiryProblem, cvvLengthOf, cvvProblem, isCardNumber, parseCardExpiry, type CardBrand, type CardExpiry } from './card';
export { BANK_ACCOUNT_TYPES, isBankAccountNumber, isRoutingNumber } from './bank-account';
export { AMOUNT_PATTERN, amountCents, centsToAmount } from './money-amount';
export { jsonPointer, schemaProblems, type JsonProblem } from './json-problems';
export { checkRules, valueAtPath, type Check, type FieldPath, type FieldRule, type RuleFailure } from './rules';
