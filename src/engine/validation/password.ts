/** Spec 2 §9: a password has at least 8 characters (schemas/entities/password.schema.json). */
export const PASSWORD_MIN_LENGTH = 8;

export function isPasswordLongEnough(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH;
}
