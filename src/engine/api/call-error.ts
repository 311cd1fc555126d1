import { failureStyleOf, failureText, type ProblemLike } from '../messages/catalogue';
import type { CallResult, OperationId } from './operation-types';

/** A call the server refused, with the text the spec says to show for that operation (spec 2 §8). */
export class CallError extends Error {
  constructor(
    readonly operationId: OperationId | string,
    readonly status: number,
    readonly problem: ProblemLike | undefined,
  ) {
    super(failureText(failureStyleOf(operationId), status, problem));
  }
}

/** The answer's data, or a CallError worded as the spec words that operation's failures. */
export function dataOrThrow<T>(operationId: OperationId | string, { data, error, response }: CallResult<T>): T {
  // A 204 (delete) has no body: its data is undefined and that is a success.
  if (response.ok) return data as T;
  throw new CallError(operationId, response.status, error);
}

/** What a failure says to the user: a refused call's spec text, else the error's own message. */
export function failureMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A file the server answered, ready to save or show. */
export interface ServerFile {
  blob: Blob;
  filename: string;
}

/** The server's name for the file (Content-Disposition), else `fallback`. */
function attachmentName(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/** A file answer as a ServerFile, or the spec's "(status) detail" (spec 2 §8). */
export function fileOrThrow(operationId: OperationId | string, result: CallResult<unknown>, fallbackName: string): ServerFile {
  const { data, response } = result;
  if (!response.ok || !(data instanceof Blob)) throw new CallError(operationId, response.status, result.error);
  return { blob: data, filename: attachmentName(response, fallbackName) };
}
