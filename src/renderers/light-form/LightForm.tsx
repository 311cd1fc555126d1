import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useHydrated } from '../app/use-hydrated';
import { lazyWithWords } from '../language/lazy-with-words';
import { useTypedBeforeHydration, type FieldPath } from './typed-before-hydration';
import { schemaErrors } from '../../engine/forms';
import type { FieldProblem, SchemaFormProps } from '../schema-form/schema-form-props';
import { useFormAttempt } from '../schema-form/use-form-attempt';
import { fieldId } from '../schema-form/focus-field';
import { pathKey } from '../schema-form/error-schema';
import { fieldErrors } from './field-errors';
import { LightField } from './LightField';
import { isAddressField } from './simple-form';
import { SubmitHint, submitHintId } from '../schema-form/SubmitHint';

// Its own chunk (the ISO countries and subdivisions): the login and the other simple forms never load it.
const LightAddress = lazyWithWords(() => import('./LightAddress'));

/**
 * A simple form document (text, email, password and checkbox fields) drawn with plain inputs in
 * PrimeReact's classes, so the pages that show one (login, forgot password…) load neither RJSF
 * nor PrimeReact's inputs. It behaves as the RJSF renderer does: schema messages (by the
 * server's precompiled validators, worded the same) once a submit was tried, the engine's rules
 * once a field is left, the same disabled submit. Enter always tries to submit, even while the
 * button is disabled, so an empty form says what is missing.
 */
export default function LightForm<T extends object>({ form, formData: given, onChange, onSubmit, busy = false, idPrefix = 'root', children, before, resetToken, part, blocked = false, problems = [], refused = [], onRefused }: SchemaFormProps<T>) {
  // The schema's defaults where unanswered, as RJSF fills them (the choice made until another is picked).
  const formData = useMemo(() => ({ ...defaultsOf(form.schema.properties), ...given }) as T, [form.schema.properties, given]);
  const attempt = useFormAttempt(form, formData, busy, resetToken, part?.attempted);
  const { submitted, rules, showAll } = attempt;
  // The screen's own wait (nothing changed yet, say) holds the button as the RJSF renderer's does.
  const disabled = attempt.disabled || blocked;
  const invalid = useMemo(() => schemaErrors(form.compiled, formData), [form.compiled, formData]);
  const errors = useMemo(() => fieldErrors(submitted ? invalid : [], form.rules, rules.shown), [submitted, invalid, form.rules, rules.shown]);
  // The ids of the fields left so far: a screen's problem shows once its field is left, as a rule's does (and as in RJSF).
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setLeft(new Set()), [resetToken]);
  const leave = (id: string) => {
    rules.reveal();
    setLeft((previous) => (previous.has(id) ? previous : new Set([...previous, id])));
  };
  /** The messages at a field's path: the schema's and the rules', the screen's once left (a rule's own wins), what the server refused. */
  const messagesAt = (path: string, refusedHere: (problem: FieldProblem) => boolean) => {
    const ruled = rules.failures.some((failure) => pathKey(failure.path) === path);
    const screen = problems.filter((problem) => problem.path === path && !ruled && (submitted || left.has(fieldId(idPrefix, path))));
    return [...(errors.get(path) ?? []), ...[...screen, ...refused.filter(refusedHere)].map((problem) => problem.message)];
  };
  const required = new Set(form.schema.required ?? []);
  const order = ((form.uiSchema['ui:order'] as string[] | undefined) ?? Object.keys(form.schema.properties)).filter((name) => Object.hasOwn(form.schema.properties, name));
  const isAddress = (name: string) => isAddressField(form.schema.properties[name], form.uiSchema[name] as Record<string, unknown> | undefined);
  const formElement = useRef<HTMLFormElement>(null);
  // The data as last handed on, until the screen draws it: a change made before that re-render
  // (a field typed while the fields typed before hydration are being handed on) builds on it, not
  // on the data drawn last, which would drop them. Taken from the screen only when the screen's
  // data changes (a reset, or what was handed on, drawn): a render that comes before the screen's
  // (the one marking the form hydrated) still holds the old data, and a keystroke in it built on
  // that old data lost the user name typed before the scripts (issue 25: 1 login in 90 under load).
  const latest = useRef(formData);
  const drawn = useRef(formData);
  if (drawn.current !== formData) {
    drawn.current = formData;
    latest.current = formData;
  }
  const handOn = (next: T) => {
    latest.current = next;
    onChange(next);
  };
  // Every input's path: a field's name, an address's parts under it.
  const paths: FieldPath[] = Object.entries(form.schema.properties).flatMap(([name, schema]) => (isAddress(name) ? Object.keys((schema.properties ?? {}) as object).map((part) => [name, part]) : [[name]]));
  // What was typed before the scripts came is the form's, and counts as left (its rules speak), as a blur would have.
  const [typedBefore, setTypedBefore] = useState(false);
  useTypedBeforeHydration(formElement, formData, paths, (path) => fieldId(idPrefix, path.join('.')), (data, typed) => {
    handOn(typed.reduce((next, [path, value]) => withAnswer(next, path, value), data));
    setTypedBefore(true);
    setLeft((previous) => new Set([...previous, ...typed.map(([path]) => fieldId(idPrefix, path.join('.')))]));
  });
  const { reveal } = rules;
  useEffect(() => {
    if (!typedBefore) return;
    reveal();
    setTypedBefore(false);
  }, [typedBefore, reveal]);
  // A page the server drew: the button waits for the scripts (a click before them would do nothing).
  const hydrated = useHydrated();

  const trySubmit = () => {
    // Refused (a schema message, a rule, one of the screen's problems): every message shows, and the screen is told.
    if (invalid.length > 0 || rules.failures.length > 0 || problems.length > 0) {
      showAll();
      onRefused?.();
    } else if (!disabled) onSubmit(formData);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    trySubmit();
  };
  // A disabled submit button blocks the browser's implicit submission: Enter is handled here.
  const submitOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || event.target.type === 'checkbox') return;
    event.preventDefault();
    trySubmit();
  };
  const change = (name: string, value: unknown) => {
    const next = { ...latest.current } as Record<string, unknown>;
    if (value === undefined) delete next[name];
    else next[name] = value;
    handOn(next as T);
  };

  return (
    // method="post": a page the server drew can be submitted before its scripts run (Enter in a
    // field), and a GET would put the password in the URL; the server answers a page's POST with
    // a redirect back to it (src/server/http/page-render.ts), the answers unread.
    // data-hydrated: the form answers input from now on (a page the server drew: once the scripts hydrated it).
    <form ref={formElement} method="post" className="light-form" noValidate onSubmit={submit} onKeyDown={submitOnEnter} data-hydrated={hydrated || undefined}>
      {order.map((name) =>
        isAddress(name) ? (
          <LightAddress
            key={name}
            id={fieldId(idPrefix, name)}
            schema={form.schema.properties[name]}
            ui={(form.uiSchema[name] ?? {}) as Record<string, unknown>}
            required={required.has(name)}
            value={(formData as Record<string, Record<string, unknown> | undefined>)[name]}
            errorsOf={(part) => messagesAt(`${name}.${part}`, (problem) => problem.path === `${name}.${part}`)}
            disabled={busy}
            onChange={(value) => change(name, value)}
            onBlur={leave}
          />
        ) : (
          <LightField
            key={name}
            id={fieldId(idPrefix, name)}
            name={name}
            schema={form.schema.properties[name]}
            ui={(form.uiSchema[name] ?? {}) as Record<string, unknown>}
            required={required.has(name)}
            value={(formData as Record<string, unknown>)[name]}
            errors={messagesAt(name, (problem) => problem.path.split('.')[0] === name)}
            disabled={busy}
            onChange={(value) => change(name, value)}
            onBlur={() => leave(fieldId(idPrefix, name))}
          />
        ),
      )}
      {part ? (
        children
      ) : (
        // The primary action first, in the page's order as on screen (forms.css), then the screen's links.
        <div className="form-actions">
          {before}
          <button type="submit" className={`p-button p-component${disabled || !hydrated ? ' p-disabled' : ''}${busy ? ' p-button-loading' : ''}`} disabled={disabled || !hydrated} aria-describedby={disabled && !busy ? submitHintId(idPrefix) : undefined}>
            {busy && <span className="p-button-icon p-c p-button-loading-icon pi pi-spin pi-spinner p-button-icon-left" aria-hidden="true" />}
            <span className="p-button-label p-c">{form.submitLabel}</span>
          </button>
          <SubmitHint form={form} formData={formData} prefix={idPrefix} waiting={disabled && !busy} />
          {children}
        </div>
      )}
    </form>
  );
}

/** The answers with one more, at a path (an address's part inside its object). */
function withAnswer<T extends object>(data: T, [key, ...rest]: FieldPath, value: string): T {
  const node = (data as Record<string, unknown>)[key];
  return { ...data, [key]: rest.length ? withAnswer((node && typeof node === 'object' ? node : {}) as object, rest, value) : value };
}

const defaultsOf = (properties: Record<string, Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(properties).flatMap(([name, schema]) => (schema.default === undefined ? [] : [[name, schema.default]])));
