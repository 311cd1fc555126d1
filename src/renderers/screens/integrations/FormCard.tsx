import { Suspense, useEffect, useRef, useState } from 'react';
import { SchemaForm } from '../../schema-form/SchemaForm';
import { useRefusal } from '../../schema-form/focus-field';
import { useFormById } from '../../schema-form/use-screen-form';
import { Loading } from '../../shell/Loading';
import { SecretShownOnce, type SecretWords } from './SecretShownOnce';

interface CardFormProps<T extends object> {
  /** The form document (schemas/forms/<formId>.form.json, as the tenant runs it). */
  formId: string;
  /** What the card is for (api-key, webhook): its CSS classes and its fields' id prefix. */
  name: string;
  busy: boolean;
  /** The answers a fresh form starts with. */
  start: Partial<T>;
  /** Choices narrowed by the screen, by field (see useFormById). */
  choices?: Readonly<Record<string, readonly string[]>>;
  /**
   * Resolves true when the answers were taken: the form then starts over. A refusal goes to
   * `refuse`, which shows what it says of the form's fields at them and answers whether it did
   * (else the caller toasts it).
   */
  onSubmit(answers: Partial<T>, refuse: (failure: unknown) => boolean): Promise<boolean>;
}

function CardForm<T extends object>({ formId, name, busy, start, choices, onSubmit, focusFirst }: CardFormProps<T> & { focusFirst: boolean }) {
  const form = useFormById(formId, choices);
  const [answers, setAnswers] = useState<Partial<T>>(start);
  const [resetToken, setResetToken] = useState(0);
  const refusal = useRefusal(busy, name);
  const fields = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusFirst) fields.current?.querySelector<HTMLElement>('input:not([type=hidden]), textarea')?.focus();
  }, [focusFirst]);
  const submit = async (data: Partial<T>) => {
    if (!(await onSubmit(data, refusal.refuse))) return;
    setAnswers(start);
    setResetToken((token) => token + 1);
  };
  return (
    <div ref={fields}>
      <SchemaForm
        form={form}
        formData={answers}
        onChange={(data) => {
          setAnswers(data);
          refusal.clear();
        }}
        onSubmit={(data) => void submit(data)}
        busy={busy}
        idPrefix={name}
        resetToken={resetToken}
        refused={refusal.refused}
      />
    </div>
  );
}

interface FormCardProps<T extends object> extends CardFormProps<T> {
  /** The card's heading, and the region's name (for a heading that says less: "Add Endpoint" → "Add webhook endpoint"). */
  words: { title: string; label: string; secret: SecretWords };
  /** A secret the last submit answered, shown once in the form's place until Done. */
  secret?: { title: string; value: string };
  onSecretDone(): void;
}

/**
 * A card of the Integrations panels holding one form document (a new API key, a new webhook
 * endpoint) and, in its place, the secret a create answers until the Admin is done with it: the
 * form then comes back with focus on its first field, not on the page.
 */
export function FormCard<T extends object>({ words, secret, onSecretDone, ...form }: FormCardProps<T>) {
  const [backToForm, setBackToForm] = useState(false);
  if (secret) {
    const done = () => {
      setBackToForm(true);
      onSecretDone();
    };
    return <SecretShownOnce title={secret.title} value={secret.value} words={words.secret} className={`${form.name}-secret`} onDone={done} />;
  }
  return (
    <section className={`card ${form.name}-form`} aria-label={words.label}>
      <h2>{words.title}</h2>
      <Suspense fallback={<Loading />}>
        <CardForm {...form} focusFirst={backToForm} />
      </Suspense>
    </section>
  );
}
