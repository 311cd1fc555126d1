import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { failureMessage } from '../../engine/api/call-error';
import { formPayload } from '../../engine/forms';
import { messageText } from '../../engine/messages/catalogue';
import { formScreenMessages } from '../../engine/messages/form-screen';
import { useBotCheck } from '../bot-check/use-bot-check';
import { useToast } from '../feedback/toast-context';
import { ProblemAlert } from '../frame/ProblemAlert';
import { ScreenFrame } from '../frame/ScreenFrame';
import type { ScreenProps } from '../registry/types';
import { useScreenRoute } from '../routing/use-screen-route';
import { pickFields, withClearedTexts } from '../schema-form/pick-fields';
import { SchemaForm } from '../schema-form/SchemaForm';
import { useRecord } from '../schema-form/use-record';
import { useScreenForm } from '../schema-form/use-screen-form';
import { useSubmit } from '../schema-form/use-submit';
import { useSession } from '../session/session-context';
import { Loading } from '../shell/Loading';
import { nextScreenOf, thenOf } from './form-outcome';
import { FormPanels } from './FormPanels';
import { useRoles } from '../reference-lists/use-roles';
import { FormFacts, FormLinks } from './FormLinks';
import './form-screen.css';

/**
 * The `form` kind: the layout's form document, prefilled by its `load` record where it names one,
 * sent to its `submit` operation (parameters picked by name from the route). What follows a
 * success is the layout's `then`; `messages.intro`, `messages.note` and the record's `facts`
 * stand above the form, `links` beside the heading, `back` beside the button, `botCheck`
 * asks the tenant's bot check, and `fromQuery` takes parameters from the URL (an emailed link's
 * key): without them the form gives way to `messages.missingQuery`; `fromRecord` takes them from the
 * loaded record. `choices` feeds a field's enum from the tenant's data (the roles) and `panels` draw
 * views of the record below the form (a user's saved payment sources). A refusal is a
 * toast in the spec's words for the operation.
 */
export default function FormScreen({ screen }: ScreenProps) {
  const choices = useFormChoices(screen);
  const form = useScreenForm(screen, screen.id, choices);
  const fields = form.uiSchema['ui:order'] as string[] | undefined;
  const params = useParams();
  const { record, error, loading } = useRecord<object>(screen.load, params);
  const loaded = useMemo(() => (record && fields ? pickFields(record, fields) : (record ?? {})), [record, fields]);
  const [edited, setEdited] = useState<object>();
  const [resetToken, setResetToken] = useState(0);
  const [answer, setAnswer] = useState<string>();
  const { submit, busy } = useSubmit(screen.submit);
  const toast = useToast();
  const navigate = useNavigate();
  const bot = useBotCheck();
  const { role } = useSession();
  const then = thenOf(screen);
  const back = useScreenRoute(screen.back ?? '');
  const next = useScreenRoute(nextScreenOf(then) ?? '');
  const success = screen.messages?.success;
  const [search] = useSearchParams();
  const fromQuery = Object.fromEntries(Object.entries(screen.fromQuery ?? {}).map(([parameter, name]) => [parameter, search.get(name) ?? '']));
  const queryMissing = Object.values(fromQuery).some((value) => value === '');

  const send = async (data: object) => {
    if (screen.botCheck && !bot.passed) return bot.demand();
    try {
      const body = formPayload(form, screen.load && fields ? withClearedTexts(loaded, data, fields) : data);
      const fromRecord = Object.fromEntries(Object.entries(screen.fromRecord ?? {}).map(([parameter, field]) => [parameter, (record as Record<string, unknown> | undefined)?.[field]]));
      const outcome = await submit(body, { ...fromQuery, ...fromRecord, ...(screen.botCheck ? bot.header : {}) });
      if (then === 'answer') {
        setAnswer(outcome.message ?? messageText(success ?? 'emailSent'));
        return;
      }
      if (success) toast.success(messageText(success));
      if (then === 'reset') {
        setEdited({});
        setResetToken((token) => token + 1);
      } else if (next) navigate(next, { replace: true });
    } catch (failure) {
      toast.error(failureMessage(failure));
    } finally {
      if (screen.botCheck) bot.reset();
    }
  };

  const backWord = screen.messages?.back ?? 'Back';
  const backLink = back && <Link to={back}>{Object.hasOwn(formScreenMessages, backWord) ? formScreenMessages[backWord as keyof typeof formScreenMessages] : messageText(backWord)}</Link>;
  const body = queryMissing ? (
    <p role="alert">
      {messageText(screen.messages?.missingQuery ?? 'errorOccurred')} {backLink}
    </p>
  ) : answer ? (
    <>
      <p className="form-answer" role="status">
        <i className="pi pi-check-circle" aria-hidden="true" /> {answer}
      </p>
      <div className="form-actions">{backLink ?? <Link to="/">{role ? formScreenMessages.backToAccounts : formScreenMessages.backToPortal}</Link>}</div>
    </>
  ) : (
    <>
      {screen.messages?.intro && <p className="screen__intro">{messageText(screen.messages.intro)}</p>}
      {screen.messages?.note && (
        <p className="screen__intro">
          <i className="pi pi-info-circle" aria-hidden="true" /> {messageText(screen.messages.note)}
        </p>
      )}
      {screen.load && loading && !record && <Loading label={`Loading ${screen.title ?? 'the form'}`} />}
      <ProblemAlert problem={error} />
      <FormFacts screen={screen} record={record} />
      {(!screen.load || record) && (
        <SchemaForm form={form} formData={edited ?? loaded} onChange={setEdited} onSubmit={(data) => void send(data)} busy={busy} resetToken={resetToken}>
          {screen.botCheck && bot.widget}
          {backLink}
        </SchemaForm>
      )}
    </>
  );

  const frame = screen.frame ?? 'page';
  // The account frame is a table's (the layout check refuses it on a form).
  if (frame === 'page' || frame === 'account') {
    return (
      <ScreenFrame screen={screen} className="screen--form form-screen" actions={<FormLinks screen={screen} />}>
        <div className="card">{body}</div>
        <FormPanels screen={screen} record={record} />
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame screen={screen} variant={frame} className="form-screen" cardClassName={frame === 'card' ? 'form-screen__card' : undefined}>
      {body}
      <FormPanels screen={screen} record={record} />
    </ScreenFrame>
  );
}

/** The choices of the fields the layout feeds from the tenant's data (`choices`: the role from the tenant's roles). */
function useFormChoices(screen: ScreenProps['screen']): Readonly<Record<string, readonly string[]>> | undefined {
  const sources = screen.choices;
  const roles = useRoles(Object.values(sources ?? {}).includes('roles'));
  return useMemo(() => {
    if (!sources || !roles.length) return undefined;
    return Object.fromEntries(Object.entries(sources).flatMap(([field, source]) => (source === 'roles' ? [[field, roles.map((role) => role.name)]] : [])));
  }, [sources, roles]);
}
