import type { components } from '../../../openapi/generated/tenant-api';
import { problemMessages, type NotFoundWhat } from '../../engine/messages/problems';
import { messages } from '../../engine/messages/catalogue';

export type ProblemBody = components['schemas']['Problem'];

/** An error that becomes problem JSON (status, detail, error_code). */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly detail: string,
    readonly errors?: ProblemBody['errors'],
    readonly details?: ProblemBody['details'],
  ) {
    super(detail);
  }

  /**
   * What the log keeps of this refusal and the answer does not say (a decline's gateway code,
   * told to a visitor only as "declined"); the error handler writes it with the request's line.
   */
  logged?: Record<string, string>;

  withLogged(logged: Record<string, string>): this {
    this.logged = logged;
    return this;
  }

  toBody(): ProblemBody {
    return {
      status: this.status,
      detail: this.detail,
      error_code: this.errorCode,
      ...(this.errors ? { errors: this.errors } : {}),
      ...(this.details ? { details: this.details } : {}),
    };
  }
}

export const problems = {
  unknownTenant: () => new HttpProblem(404, 'UNKNOWN_TENANT', problemMessages.unknownTenant),
  notFound: (what: NotFoundWhat = 'Resource') => new HttpProblem(404, 'NOT_FOUND', problemMessages[`notFound${what}`]),
  unauthenticated: () => new HttpProblem(401, 'UNAUTHENTICATED', messages.unauthorized),
  sessionExpired: () => new HttpProblem(401, 'SESSION_EXPIRED', messages.sessionTimedOut),
  invalidCredentials: () => new HttpProblem(401, 'INVALID_CREDENTIALS', problemMessages.invalidCredentials),
  forbidden: () => new HttpProblem(403, 'FORBIDDEN', problemMessages.forbidden),
};
