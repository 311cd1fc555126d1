import { translatedText } from '../messages/data-texts';
import { statusLabel, type ItemWorkflow } from './workflow-config';

/**
 * A status as staff read it on a screen or in an answer: the tenant's label in the reader's
 * language (its translation among the data texts, else as the tenant wrote it). Apart from
 * statusLabel, which events keep: a webhook carries the tenant's own wording, whoever moved the item.
 */
export function shownStatusLabel(flow: ItemWorkflow | undefined, status: string): string {
  return translatedText(statusLabel(flow, status));
}
