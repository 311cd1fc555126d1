import { use, useMemo } from 'react';
import { translatedForm } from '../../engine/forms/translated-form';
import { acceptingValidator, type BuiltForm, type CompiledFormValidator, type ScreenChoices } from '../../engine/forms';
import { buildFormWith } from '../../engine/forms/build-with-entities';
import type { ResolvedScreen } from '../../engine/layout';
import { useLanguage } from '../language/language-context';
import { useApi } from '../session/session-context';
import { useTenant } from '../tenant/tenant-context';
import { compiledValidatorOf } from './compiled-validators';
import { formEntities } from './form-entities';
import { formDocumentOf } from './form-documents';

/** A screen's form, with the validators the server compiled for it. */
export interface ScreenForm extends BuiltForm {
  compiled: CompiledFormValidator;
}

/**
 * The screen's form, as the tenant runs it, built with the tenant's settings (and any fetched
 * choices), with its precompiled validators. Suspends while the form document and its
 * validators load (screens render inside Suspense).
 */
export function useScreenForm(screen: ResolvedScreen, fallback: string, choices?: ScreenChoices): ScreenForm {
  return useFormById(screen.form ?? fallback, choices);
}

/** A form by its id, as the tenant runs it (a table action's form, which is no screen's). */
export function useFormById(id: string, choices?: ScreenChoices): ScreenForm {
  const { settings, tenant } = useTenant();
  const revision = use(formDocumentOf(useApi(), tenant, id));
  // Asked before waiting on the validators, so both load side by side.
  const entitiesLoad = formEntities(revision.document);
  const compiled = use(compiledValidatorOf(tenant, revision));
  const entities = use(entitiesLoad);
  const { language } = useLanguage();
  return useMemo(() => {
    // Validators are compiled from the English document; the words a reader sees are translated after.
    const form = buildFormWith(revision.document, entities, { settings: settings as Record<string, unknown>, choices });
    return { ...translatedForm(form), compiled: compiled ?? acceptingValidator(form.schema) };
    // The language is a dependency: translatedForm reads it (the engine's active language).
  }, [revision, compiled, entities, settings, choices, language]);
}
