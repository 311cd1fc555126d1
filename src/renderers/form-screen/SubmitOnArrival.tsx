import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { messageText } from '../../engine/messages/catalogue';
import { ProblemAlert } from '../frame/ProblemAlert';
import { ScreenFrame } from '../frame/ScreenFrame';
import type { ScreenProps } from '../registry/types';
import { useScreenRoute } from '../routing/use-screen-route';
import { useSubmit } from '../schema-form/use-submit';
import { Loading } from '../shell/Loading';
import { answerOf, backWordOf, type FormAnswer } from './form-outcome';
import { submitOnce } from './submit-once';
import { fillFormScreenLoading, formScreenLoadingMessages } from '../../engine/messages/form-screen-loading';

type Arrival = { answer: FormAnswer } | { refusal: unknown };

/**
 * A form screen whose only input is its URL query (`autoSubmit`, Verify Email's emailed key):
 * it submits the query once on arrival and shows the answer, worded by `answerFields`, with the
 * way back (a button labelled by the answer where the layout says so), or the refusal in the
 * spec's words for the operation. Without the query, messages.missingQuery says why.
 */
export function SubmitOnArrival({ screen }: ScreenProps) {
  const [search] = useSearchParams();
  const fromQuery = Object.fromEntries(Object.entries(screen.fromQuery ?? {}).map(([parameter, name]) => [parameter, search.get(name) ?? '']));
  const missing = Object.values(fromQuery).some((value) => value === '');
  // The query names the submit: one per screen and query, however often the page draws.
  const key = missing ? undefined : `${screen.id}?${new URLSearchParams(fromQuery).toString()}`;
  const { submit } = useSubmit(screen.submit);
  const [arrival, setArrival] = useState<Arrival>();
  const back = useScreenRoute(screen.back ?? '', useParams());
  const navigate = useNavigate();

  useEffect(() => {
    if (!key) return;
    let current = true;
    submitOnce(key, () => submit({}, fromQuery)).then(
      (outcome) => current && setArrival({ answer: answerOf(screen, outcome, messageText(screen.messages?.success ?? 'errorOccurred')) }),
      (refusal: unknown) => current && setArrival({ refusal }),
    );
    return () => {
      current = false;
    };
    // The key holds the query's values; the screen and its operation stay while it is drawn.
  }, [key]);

  const backLink = back && <Link to={back}>{backWordOf(screen)}</Link>;
  const frame = screen.frame === 'narrow' || screen.frame === 'card' ? screen.frame : 'page';
  return (
    <ScreenFrame screen={screen} variant={frame} className="form-screen">
      {missing ? (
        <p role="alert">
          {messageText(screen.messages?.missingQuery ?? 'errorOccurred')} {backLink}
        </p>
      ) : !arrival ? (
        <Loading label={fillFormScreenLoading('loadingScreen', { screen: screen.title ?? formScreenLoadingMessages.theAnswer })} />
      ) : 'refusal' in arrival ? (
        <ProblemAlert kind="refusal" problem={arrival.refusal} icon />
      ) : (
        <>
          <p className="form-answer" role="status">
            <i className="pi pi-check-circle" aria-hidden="true" /> {arrival.answer.text}
          </p>
          <div className="form-actions">{arrival.answer.button && back ? <Button label={arrival.answer.button} onClick={() => navigate(back)} /> : backLink}</div>
        </>
      )}
    </ScreenFrame>
  );
}
