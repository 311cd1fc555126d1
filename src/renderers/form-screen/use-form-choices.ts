import { useEffect, useMemo, useState } from 'react';
import type { ResolvedScreen } from '../../engine/layout';
import { translatedText } from '../../engine/messages/data-texts';
import { useApi } from '../session/session-context';

/** An entry of a choice list: the tenant's departments have ids, its roles only names. */
interface ChoiceEntry {
  id?: string;
  name: string;
}

export type ChoiceLists = Readonly<Record<string, readonly ChoiceEntry[]>>;

/**
 * A form screen's `choices`: each answer offers the entries of one of the tenant's reference lists
 * (the layout check made sure each operation answers rows with a name), the id sent where the rows
 * have one (departments), else the name (roles); the name shown. `choices` goes to the form's build (its enum); withChoiceNames adds the names to the uiSchema.
 * Until a list arrives its answer stays as the form document has it.
 */
export function useFormChoices(screen: ResolvedScreen) {
  const api = useApi();
  const [lists, setLists] = useState<ChoiceLists>({});
  const wanted = JSON.stringify(screen.choices ?? {});
  useEffect(() => {
    let current = true;
    for (const [answer, operationId] of Object.entries(JSON.parse(wanted) as Record<string, string>)) {
      api.dataNamed(operationId, {}).then(
        (entries) => current && setLists((loaded) => ({ ...loaded, [answer]: entries as ChoiceEntry[] })),
        (error: unknown) => console.error(`Loading ${operationId} failed:`, error),
      );
    }
    return () => {
      current = false;
    };
  }, [api, wanted]);
  const choices = useMemo(() => {
    const filled = Object.entries(lists).filter(([, entries]) => entries.length);
    return filled.length ? Object.fromEntries(filled.map(([answer, entries]) => [answer, entries.map((entry) => entry.id ?? entry.name)])) : undefined;
  }, [lists]);
  return { choices, lists };
}

/**
 * The form with the names of its choice lists' entries beside their ids (`ui:enumNames`), in the
 * active language where the tenant translated them (issue 24: a department's name); the form was
 * translated before these names arrived, so they are worded here.
 */
export function withChoiceNames<T extends { uiSchema: Record<string, unknown> }>(form: T, lists: ChoiceLists): T {
  const filled = Object.entries(lists).filter(([answer, entries]) => entries.length && form.uiSchema[answer]);
  if (!filled.length) return form;
  const uiSchema = { ...form.uiSchema };
  for (const [answer, entries] of filled) uiSchema[answer] = { ...(uiSchema[answer] as object), 'ui:enumNames': entries.map((entry) => translatedText(entry.name)) };
  return { ...form, uiSchema };
}
