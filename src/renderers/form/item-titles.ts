import type { UiSchema } from '@rjsf/utils';
import { fillText, messageText } from '../../engine/messages/catalogue';

type Node = Record<string, unknown>;

/**
 * A list's items titled in words (issue 22 item 13): rjsf names each item of a list "<list
 * title>-<n>" ("Phone Numbers-1"). A form document gives the list's `ui:options.itemTitle`, a
 * message key or a text with `{n}` ("Phone number {n}"); here it becomes the per-item uiSchema
 * function rjsf calls with each item's index. Form documents are JSON, so this runs on the
 * uiSchema once, before the form renders. Nested lists are handled at any depth.
 */
export function withItemTitles(uiSchema: UiSchema): UiSchema {
  return walk(uiSchema) as UiSchema;
}

function walk(node: unknown): unknown {
  if (!isNode(node)) return node;
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) out[key] = key.startsWith('ui:') ? value : walk(value);
  const itemTitle = isNode(node['ui:options']) ? node['ui:options'].itemTitle : undefined;
  if (typeof itemTitle !== 'string') return out;
  const items = (isNode(out.items) ? out.items : {}) as Node;
  const template = messageText(itemTitle);
  out.items = (_item: unknown, index: number) => ({ ...items, 'ui:title': fillText(template, { n: index + 1 }) });
  return out;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
