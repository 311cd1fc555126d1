import { fillMailIdentity, mailIdentityMessages } from '../../../engine/messages/mail-identity';
/**
 * User-supplied text (names, messages) as one line for a subject or a greeting: control
 * characters and line breaks would let a requester shape the mail's headers or layout.
 */
export const oneLine = (value: string | undefined): string => (value ?? '').replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

export const greeting = (firstName: string | undefined): string => (oneLine(firstName) ? fillMailIdentity('greetingNamed', { name: oneLine(firstName) }) : mailIdentityMessages.greeting);
