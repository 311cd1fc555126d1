/**
 * Every message a user reads, worded exactly as the spec (spec 2 §8). Screens and layouts
 * refer to messages by key so the wording lives once.
 */
export const messages = {
  valueMissing: 'Value missing',
  invalidEmail: 'Invalid email address',
  emailsDoNotMatch: 'Email addresses do not match',
  phoneInvalid: 'Please enter a 10 digit phone number',
  unauthorized: 'Unauthorized',
  sessionTimedOut: 'Your session has timed out',
  somethingWentWrong: 'Something went wrong.',
  noDataFound: 'No Data Found!',
  noDataAvailable: 'No data available',
  loginFailed: 'Login failed. Please try again.',
  notFound: 'Page not found',
  loginAsBanner: 'LOGIN AS',
} as const;

export type MessageKey = keyof typeof messages;

/** "(status) detail", or "Unauthorized" without a detail (spec 2 §8, most customer calls). */
export function statusDetail(status: number, detail?: string): string {
  return detail ? `(${status}) ${detail}` : messages.unauthorized;
}
