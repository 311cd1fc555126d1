import { Suspense, useEffect, useRef, useState } from 'react';
import { SchemaForm } from '../../schema-form/SchemaForm';
import { useFormById } from '../../schema-form/use-screen-form';
import { Loading } from '../../shell/Loading';

interface FormCardProps<T extends object> {
  /** The form document (schemas/forms/<formId>.form.json, as the tenant runs it). */
  formId: string;
  title: string;
  /** The region's name, for a heading that says less ("Add Endpoint" → "Add webhook endpoint"). */
  label: string;
  className: string;
  idPrefix: string;
  busy: boolean;
  /** The answers a fresh form starts with. */
  start: Partial<T>;
  /** Choices narrowed by the screen, by field (see useFormById). */
  choices?: Readonly<Record<string, readonly string[]>>;
  /** Focus the first field (the form came back after a secret was dismissed). */
  focusFirst: boolean;
  /** Resolves true when the answers were taken: the form then starts over. */
  onSubmit(answers: Partial<T>): Promise<boolean>;
}

function CardForm<T extends object>({ formId, idPrefix, busy, start, choices, focusFirst, onSubmit }: Omit<FormCardProps<T>, 'title' | 'label' | 'className'>) {
  const form = useFormById(formId, choices);
  const [answers, setAnswers] = useState<Partial<T>>(start);
  const [resetToken, setResetToken] = useState(0);
  const fields = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusFirst) fields.current?.querySelector<HTMLElement>('input:not([type=hidden]), textarea')?.focus();
  }, [focusFirst]);
  const submit = async (data: Partial<T>) => {
    if (!(await onSubmit(data))) return;
    setAnswers(start);
    setResetToken((token) => token + 1);
  };
  return (
    <div ref={fields}>
      <SchemaForm form={form} formData={answers} onChange={setAnswers} onSubmit={(data) => void submit(data)} busy={busy} idPrefix={idPrefix} resetToken={resetToken} />
    </div>
  );
}

/**
 * A card of the Integrations panels holding one form document (a new API key, a new webhook
 * endpoint): its heading, the form, a fresh start after each success, and focus back on its first
 * field when it replaces the secret the Admin dismissed.
 */
export function FormCard<T extends object>({ title, label, className, ...form }: FormCardProps<T>) {
  return (
    <section className={`card ${className}`} aria-label={label}>
      <h2>{title}</h2>
      <Suspense fallback={<Loading />}>
        <CardForm {...form} />
      </Suspense>
    </section>
  );
}
