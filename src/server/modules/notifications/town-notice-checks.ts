import { TOWN_CODES } from '../../../engine/notifications';
import { HttpProblem } from '../../http/problem';

type TownCode = (typeof TOWN_CODES)[number];

export interface TownNotice {
  code: TownCode;
  subject: string;
  message: string;
}

/** Control characters would let a sender shape a mail's headers or a text's layout; a message may keep its line breaks and tabs. */
const SUBJECT_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const MESSAGE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * The body of POST /notifications/town checked again on the server (the schema already said
 * strings and an enum): a known code, a subject and message that are not blank once trimmed,
 * within their lengths and without control characters. Every problem at its path, as a 422.
 */
export function checkedTownNotice(body: { code?: unknown; subject?: unknown; message?: unknown }): TownNotice {
  const errors: { path: string; message: string }[] = [];
  const code = typeof body.code === 'string' && (TOWN_CODES as readonly string[]).includes(body.code) ? (body.code as TownCode) : undefined;
  if (!code) errors.push({ path: 'body/code', message: `must be one of ${TOWN_CODES.join(', ')}` });
  const subject = typeof body.subject === 'string' ? body.subject.trim() : '';
  if (!subject) errors.push({ path: 'body/subject', message: 'is required' });
  else if (subject.length > 150) errors.push({ path: 'body/subject', message: 'must be at most 150 characters' });
  else if (SUBJECT_CONTROL.test(subject)) errors.push({ path: 'body/subject', message: 'must be one line of text without control characters' });
  const message = typeof body.message === 'string' ? body.message.replace(/\r\n?/g, '\n').trim() : '';
  if (!message) errors.push({ path: 'body/message', message: 'is required' });
  else if (message.length > 2000) errors.push({ path: 'body/message', message: 'must be at most 2000 characters' });
  else if (MESSAGE_CONTROL.test(message)) errors.push({ path: 'body/message', message: 'must be text without control characters' });
  if (errors.length || !code) throw new HttpProblem(422, 'INVALID_TOWN_NOTIFICATION', errors.map((e) => `${e.path.slice(5)} ${e.message}`).join('; '), errors);
  return { code, subject, message };
}
