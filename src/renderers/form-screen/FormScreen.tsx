import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { failureMessage } from '../../engine/api/call-error';
import { formPayload } from '../../engine/forms';
import { messageText } from '../../engine/messages/catalogue';
import { formScreenMessages } from '../../engine/messages/form-screen';
import { valueAt } from '../../engine/settings/settings-schema';
import { useBotCheck } from '../bot-check/use-bot-check';
import { useFocusAfterWait, useStepFocus } from '../frame/use-step-focus';
import { useRefusal } from '../schema-form/focus-field';
import { RichText } from '../content/RichText';
import { useToast } from '../feedback/toast-context';
import { ProblemAlert } from '../frame/ProblemAlert';
import { ScreenFrame } from '../frame/ScreenFrame';
import { isNextForm } from '../../engine/layout';
import type { ScreenProps } from '../registry/types';
import { useScreenRoute } from '../routing/use-screen-route';
import { pickFields, withClearedTexts } from '../schema-form/pick-fields';
import { SchemaForm } from '../schema-form/SchemaForm';
import { useRecord } from '../schema-form/use-record';
import { useScreenForm } from '../schema-form/use-screen-form';
import { useSubmit } from '../schema-form/use-submit';
import { useSession } from '../session/session-context';
import { useTenant } from '../tenant/tenant-context';
import { savedProfileLocale, useFollowSavedProfile } from '../language/saved-profile-locale';
import { Loading } from '../shell/Loading';
import { formAsideRenderers } from './asides/form-aside-renderers';
import { FormAccount } from './FormAccount';
import { answerOf, backWordOf, nextScreenOf, thenOf, type FormAnswer } from './form-outcome';
import { FormPanels } from './FormPanels';
import { FormFacts, FormLinks } from './FormLinks';
import { firstAnswerOf, NextFormStep, type FirstAnswer } from './NextFormStep';
import { SubmitOnArrival } from './SubmitOnArrival';
import { useFormChoices, withChoiceNames } from './use-form-choices';
import { fillFormScreenLoading, formScreenLoadingMessages } from '../../engine/messages/form-screen-loading';

/**
 * The `form` kind: the layout's form document, prefilled by its `load` record where it names one,
 * sent to its `submit` operation (parameters picked by name from the route). What follows a
 * success is the layout's `then` (a second form among them: NextFormStep); `messages.intro`, `messages.note` and the record's `facts`
 * stand above the form, `links` beside the heading (below the form in a card), `back` beside the button, `botCheck`
 * asks the tenant's bot check, and `fromQuery` takes parameters from the URL (an emailed link's
 * key): without them the form gives way to `messages.missingQuery`. A customer's form may
 * send the current account (`account`, its picker above the form), offer the tenant's reference
 * lists (`choices`), show a rich-text setting above it (`introSetting`) and a registered section
 * beside it (`aside`); `fromRecord` takes submit parameters from the loaded record and `panels`
 * draw views of the record below the form (a user's saved payment sources). A refusal is a toast
 * in the spec's words for the operation. A screen with `autoSubmit` has no form: it submits its
 * query on arrival (SubmitOnArrival).
 */
export default function FormScreen(props: ScreenProps) {
  return props.screen.autoSubmit ? <SubmitOnArrival {...props} /> : <FormDocumentScreen {...props} />;
}

function FormDocumentScreen({ screen }: ScreenProps) {
  const { choices, lists } = useFormChoices(screen);
  const built = useScreenForm(screen, screen.id, choices);
  const form = useMemo(() => withChoiceNames(built, lists), [built, lists]);
  const [accountId, setAccountId] = useState<string>();
  const { settings } = useTenant();
  const fields = form.uiSchema['ui:order'] as string[] | undefined;
  const params = useParams();
  const { record, error, loading } = useRecord<object>(screen.load, params);
  const loaded = useMemo(() => (record && fields ? pickFields(record, fields) : (record ?? {})), [record, fields]);
  const [edited, setEdited] = useState<object>();
  const [resetToken, setResetToken] = useState(0);
  const [answer, setAnswer] = useState<string>();
  const [answerButton, setAnswerButton] = useState<FormAnswer['button']>();
  const [first, setFirst] = useState<FirstAnswer>();
  const { submit, busy } = useSubmit(screen.submit);
  const toast = useToast();
  const navigate = useNavigate();
  const bot = useBotCheck();
  const { role } = useSession();
  const followProfile = useFollowSavedProfile();
  const then = thenOf(screen);
  const back = useScreenRoute(screen.back ?? '', params);
  const next = useScreenRoute(nextScreenOf(then) ?? '', params);
  const success = screen.messages?.success;
  const [search] = useSearchParams();
  const fromQuery = Object.fromEntries(Object.entries(screen.fromQuery ?? {}).map(([parameter, name]) => [parameter, search.get(name) ?? '']));
  const queryMissing = Object.values(fromQuery).some((value) => value === '');
  const frame = screen.frame ?? 'page';
  // Its steps: the form, a second form (register's code), the answer in the form's place.
  useStepFocus(answer && (then === 'answer' || isNextForm(then)) ? 'answer' : first && isNextForm(then) ? 'next' : 'form');
  const refusal = useRefusal(busy);
  // The button pressed was disabled while the call was out (focus fell to the page's body): after a
  // success that keeps the form, focus goes to the heading, or to the answer when one shows (below).
  useFocusAfterWait(busy);
  // `again`: the form stays, emptied for the next message, and the answer above it takes focus so a
  // keyboard or screen reader user hears it and goes on from there (issue 24), not from the body.
  const answerRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer && then === 'again') answerRef.current?.focus();
  }, [answer, then]);

  const send = async (data: object) => {
    if (screen.botCheck && !bot.passed) return bot.demand();
    try {
      const answers = formPayload(form, screen.load && fields ? withClearedTexts(loaded, data, fields) : data);
      const body = screen.account && accountId ? { ...answers, [screen.account]: accountId } : answers;
      const fromRecord = Object.fromEntries(Object.entries(screen.fromRecord ?? {}).map(([parameter, field]) => [parameter, (record as Record<string, unknown> | undefined)?.[field]]));
      const outcome = await submit(body, { ...fromQuery, ...fromRecord, ...(screen.botCheck ? bot.header : {}) });
      // The profile saved with another language (its Language field): the portal speaks it, once its words have come.
      const locale = savedProfileLocale(screen.submit, outcome.data);
      if (locale) followProfile(locale);
      if (isNextForm(then)) return setFirst(firstAnswerOf(then, outcome, messageText(success ?? 'emailSent')));
      if (then === 'answer') {
        const { text, button } = answerOf(screen, outcome, messageText(success ?? 'emailSent'));
        setAnswer(text);
        setAnswerButton(button);
        return;
      }
      if (then === 'again') setAnswer(messageText(success ?? 'emailSent'));
      else if (success) toast.success(messageText(success));
      if (then === 'reset' || then === 'again') {
        setEdited({});
        setResetToken((token) => token + 1);
      } else if (next) navigate(next, { replace: true });
    } catch (failure) {
      // What the server refused at a field is said there; anything else in a toast.
      if (!refusal.refuse(failure)) toast.error(failureMessage(failure));
    } finally {
      if (screen.botCheck) bot.reset();
    }
  };

  // After `again`, the answer belongs to the message sent: typing the next one takes it away.
  const change = (data: object) => {
    setEdited(data);
    refusal.clear();
    if (then === 'again' && Object.values(data).some((value) => value !== undefined && value !== '')) setAnswer(undefined);
  };
  const answerLine = answer && (
    <p className="form-answer" role="status" ref={answerRef} tabIndex={-1}>
      <i className="pi pi-check-circle" aria-hidden="true" /> {answer}
    </p>
  );

  const backLink = back && <Link to={back}>{backWordOf(screen)}</Link>;
  const answerBack = answerButton && back ? <Button label={answerButton} onClick={() => navigate(back)} /> : backLink;
  const body = queryMissing ? (
    <p role="alert">
      {messageText(screen.messages?.missingQuery ?? 'errorOccurred')} {backLink}
    </p>
  ) : answer && (then === 'answer' || isNextForm(then)) ? (
    <>
      {answerLine}
      <div className="form-actions">{answerBack ?? <Link to="/">{role ? formScreenMessages.backToAccounts : formScreenMessages.backToPortal}</Link>}</div>
    </>
  ) : first && isNextForm(then) ? (
    <Suspense fallback={<Loading />}>
      <NextFormStep screen={screen} then={then} first={first} onAnswer={setAnswer} onStartOver={() => setFirst(undefined)} />
    </Suspense>
  ) : (
    <>
      {answerLine}
      {screen.account && <FormAccount onAccount={setAccountId} />}
      {screen.messages?.intro && <p className="screen__intro">{messageText(screen.messages.intro)}</p>}
      {screen.messages?.note && (
        <p className="screen__intro">
          <i className="pi pi-info-circle" aria-hidden="true" /> {messageText(screen.messages.note)}
        </p>
      )}
      {screen.load && loading && !record && <Loading label={fillFormScreenLoading('loadingScreen', { screen: screen.title ?? formScreenLoadingMessages.theForm })} />}
      <ProblemAlert kind="status" problem={error} />
      <FormFacts screen={screen} record={record} />
      {(!screen.load || record) && (
        <SchemaForm form={form} formData={edited ?? loaded} onChange={change} onSubmit={(data) => void send(data)} busy={busy} resetToken={resetToken} refused={refusal.refused} before={screen.botCheck && bot.widget}>
          {backLink}
        </SchemaForm>
      )}
      {(frame === 'card' || frame === 'narrow') && <FormLinks screen={screen} below />}
    </>
  );

  const Aside = screen.aside && Object.hasOwn(formAsideRenderers, screen.aside) ? formAsideRenderers[screen.aside as keyof typeof formAsideRenderers] : undefined;
  // The account frame is a table's (the layout check refuses it on a form).
  if (frame === 'page' || frame === 'account') {
    const card = <div className="card">{body}</div>;
    return (
      <ScreenFrame screen={screen} className="screen--form form-screen" actions={<FormLinks screen={screen} />}>
        {screen.introSetting && <RichText html={textSetting(settings, screen.introSetting)} className="form-screen__intro" />}
        {Aside ? (
          <div className="form-screen__beside">
            {card}
            <Suspense fallback={null}>
              <Aside />
            </Suspense>
          </div>
        ) : (
          card
        )}
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

/** A text setting by its dotted name (a rich text the server sanitised). */
function textSetting(settings: object, name: string): string | undefined {
  const value = valueAt(settings, name.split('.'));
  return typeof value === 'string' ? value : undefined;
}
