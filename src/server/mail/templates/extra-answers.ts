import type { FormDocument } from '../../../engine/forms';
import { oneLine } from './text';

/**
 * The answers to the fields a tenant added to a form, each under the label the form showed, in
 * the form's order: what the supplier reads where a submission reaches them.
 */
export function extraAnswerLines(extra: Readonly<Record<string, unknown>> | undefined, form: FormDocument | undefined): string[] {
  const fields = form?.extraFields ?? {};
  return (form?.fields ?? [])
    .filter((id) => Object.hasOwn(fields, id) && extra !== undefined && Object.hasOwn(extra, id))
    .map((id) => `${oneLine(fields[id].title)}: ${oneLine(String(extra![id]))}`);
}
