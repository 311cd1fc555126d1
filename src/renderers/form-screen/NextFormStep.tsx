import { useState } from 'react';
import { Button } from 'primereact/button';
import { failureMessage } from '../../engine/api/call-error';
import { formPayload } from '../../engine/forms';
import type { NextForm, ResolvedScreen } from '../../engine/layout';
import { messageText } from '../../engine/messages/catalogue';
import { valueAt } from '../../engine/settings/settings-schema';
import { useToast } from '../feedback/toast-context';
import { SchemaForm } from '../schema-form/SchemaForm';
import { useFormById } from '../schema-form/use-screen-form';
import { useSubmit, type SubmitOutcome } from '../schema-form/use-submit';
import { useRefusal } from '../schema-form/focus-field';
import { startOverWordOf } from './form-outcome';

/** What a second form goes on with from the first answer: its words, and the fields the layout's `carry` takes from it. */
export interface FirstAnswer {
  message: string;
  carried: Record<string, unknown>;
}

/** The first answer as the second form needs it (`carry`: request field → dotted field of the answer). */
export function firstAnswerOf(then: NextForm, outcome: SubmitOutcome, fallback: string): FirstAnswer {
  const carried = Object.fromEntries(Object.entries(then.carry ?? {}).map(([field, from]) => [field, valueAt(outcome.data, from.split('.'))]));
  return { message: outcome.message ?? fallback, carried };
}

interface NextFormStepProps {
  screen: ResolvedScreen;
  then: NextForm;
  first: FirstAnswer;
  /** The second answer's words, which take the form's place. */
  onAnswer(text: string): void;
  onStartOver(): void;
}

/**
 * A form screen's second form (the layout's `then: { form, submit, carry }`): under the first
 * answer's words, its answers and the carried fields go to its own operation. Start over goes
 * back to the first form as it was filled in (for a new code, say); a refusal is a toast.
 */
export function NextFormStep({ screen, then, first, onAnswer, onStartOver }: NextFormStepProps) {
  const form = useFormById(then.form);
  const [answers, setAnswers] = useState<object>({});
  const { submit, busy } = useSubmit(then.submit);
  const toast = useToast();
  const refusal = useRefusal(busy);
  const send = async (data: object) => {
    try {
      const outcome = await submit({ ...formPayload(form, data), ...first.carried });
      onAnswer(outcome.message ?? messageText(screen.messages?.success ?? 'emailSent'));
    } catch (failure) {
      if (!refusal.refuse(failure)) toast.error(failureMessage(failure));
    }
  };
  return (
    <>
      <p className="form-answer" role="status">
        <i className="pi pi-envelope" aria-hidden="true" /> {first.message}
      </p>
      <SchemaForm
        form={form}
        formData={answers}
        onChange={(data) => {
          setAnswers(data);
          refusal.clear();
        }}
        onSubmit={(data) => void send(data)}
        busy={busy}
        refused={refusal.refused}
      >
        <Button type="button" label={startOverWordOf(screen)} text onClick={onStartOver} />
      </SchemaForm>
    </>
  );
}
