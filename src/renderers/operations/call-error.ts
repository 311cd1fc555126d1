import { failureText, type FailureStyle, type ProblemLike } from '../../engine/messages/catalogue';

/** A call the server refused, with the text the spec says to show for it (spec 2 §8). */
export class CallError extends Error {
  constructor(
    readonly status: number,
    readonly problem: ProblemLike | undefined,
    style: FailureStyle = 'statusDetail',
  ) {
    super(failureText(style, status, problem));
  }
}

interface CallResult<T> {
  data?: T;
  error?: ProblemLike;
  response: Response;
}

/** The answer's data, or a CallError worded in the given style. */
export function dataOrThrow<T>({ data, error, response }: CallResult<T>, style: FailureStyle = 'statusDetail'): T {
  // A 204 (delete) has no body: its data is undefined and that is a success.
  if (response.ok) return data as T;
  throw new CallError(response.status, error, style);
}

/** What a failure says to the user: a refused call's spec text, else the error's own message. */
export function failureMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
