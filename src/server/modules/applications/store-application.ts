import { applicationProblems, type ApplicationKind, type ApplicationProblem } from '../../../engine/applications/application-rules';
import type { Caller } from '../../auth/caller';
import type { SubmittedForm } from '../../config/form-answers';
import type { Db } from '../../db/database';
import { HttpProblem, problems } from '../../http/problem';
import { applicationReceivedMail, applicationTitle, type ApplicationTitle } from '../../mail/templates/application-received';
import type { Services } from '../../services';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { sealSubmission, submitItem } from '../../workflow/submit-item';
import type { ApplicationItemType } from '../../../../schemas/generated/enums';
import type { NotFoundWhat } from '../../../engine/messages/problems';

/** A refusal naming each wrong answer at its field, the spec's message first in the detail. */
export function refuseProblems(problems: readonly ApplicationProblem[]): void {
  if (!problems.length) return;
  const errors = problems.map((p) => ({ path: `body/${p.path.replace(/\./g, '/')}`, message: p.message }));
  throw new HttpProblem(422, 'INVALID_APPLICATION', errors.slice(0, 3).map((e) => `${e.path} ${e.message}`).join('; '), errors);
}

/** The tenant does not offer this application: it looks like no such page. */
export function refuseWhenHidden(shown: boolean | undefined, what: NotFoundWhat): void {
  if (!shown) throw problems.notFound(what);
}

type Answers = Record<string, unknown> & { extra?: Record<string, unknown> };

export interface Application {
  type: ApplicationItemType;
  /** Which application it is: the confirmation names it, and an account application keeps it as application_kind. */
  title: ApplicationTitle;
  /** The form's answers as sent: its own fields, and the tenant's added ones under `extra`. */
  body: Answers;
  /** Where the confirmation goes and whom it greets. */
  applicant: { name: string; email: string };
}

interface Context {
  db: Db;
  tenant: LoadedTenant;
  caller: Caller | undefined;
  services: Services;
  form: SubmittedForm | undefined;
}

/**
 * Stores an application as a workflow item (status new, channel portal) with the form it was
 * made on, its sensitive answers sealed and masked, and queues the applicant's confirmation in
 * the same transaction. A signed-in applicant is recorded; a prospect is not anyone's user.
 */
export async function storeApplication({ db, tenant, caller, services, form }: Context, application: Application): Promise<number> {
  const { extra, ...contents } = application.body;
  const answers = sealSubmission(services, tenant.id, form, contents, extra);
  const kind = application.type === 'account_application' ? { application_kind: application.title } : {};
  const { name, email } = application.applicant;
  // The answers as staff read them: every answer the form marks sensitive is its mask, never sealed or plain.
  const accountId = typeof answers.contents.account_id === 'string' && answers.contents.account_id ? answers.contents.account_id : null;
  const item = await submitItem({ db, tenant, services }, {
    type: application.type,
    answers,
    // The kind the server names: no application form has a field of that name.
    added: kind,
    userId: caller?.userId ?? null,
    notify: async (item) => {
      await services.mailer.queue(db, tenant, applicationReceivedMail(tenant, services.publicBaseUrl(tenant), email, name, application.title, item.id));
    },
    events: (item) => [
      {
        type: 'application.submitted',
        accountId,
        data: {
          request_id: item.id,
          item_type: application.type,
          application_kind: application.title,
          application_title: applicationTitle(application.title),
          status: item.status,
          account_id: accountId,
          user_id: caller?.userId ?? null,
          applicant: { name, email },
          form_name: form?.name ?? null,
          form_version: form?.version ?? null,
          answers: answers.contents,
          extra: item.extra,
          created_at: item.createdAt.toISOString(),
        },
      },
    ],
  });
  return item.id;
}

/** A prospect's application (credit, residential): what tells the applications apart. */
export interface ProspectApplication extends Pick<Application, 'type' | 'title'> {
  /** The tenant's setting that offers it, and what it is called when it is not offered. */
  shown: boolean | undefined;
  what: NotFoundWhat;
  rules: ApplicationKind;
  /** The answer once it is stored. */
  message: string;
}

/**
 * A prospect's (or a customer's) application: refused when the tenant does not offer it or an
 * answer breaks a rule (checked whatever the browser did), else stored; the confirmation goes to
 * the name and address the form gives.
 */
export async function applyAsProspect(
  context: Context & { body: Answers & { first_name: string; last_name: string; email: string } },
  application: ProspectApplication,
): Promise<{ message: string }> {
  const { body, services } = context;
  refuseWhenHidden(application.shown, application.what);
  refuseProblems(applicationProblems(application.rules, body, services.now()));
  const applicant = { name: `${body.first_name.trim()} ${body.last_name.trim()}`, email: body.email.trim() };
  await storeApplication(context, { type: application.type, title: application.title, body, applicant });
  return { message: application.message };
}
