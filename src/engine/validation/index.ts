export { EMAIL_PATTERN, isEmail } from './email';
export { PHONE_MAX_LENGTH, PHONE_PATTERN, formatPhoneInput, isPhone } from './phone';
export { PASSWORD_MIN_LENGTH, isPasswordLongEnough } from './password';
export { ZIP_CODE_PATTERN, isZipCode } from './zipcode';
export { jsonPointer, schemaProblems, type JsonProblem } from './json-problems';
export { checkRules, valueAtPath, type Check, type FieldPath, type FieldRule, type RuleFailure } from './rules';
