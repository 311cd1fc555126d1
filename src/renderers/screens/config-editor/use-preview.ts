import { useEffect, useState } from 'react';
import { CallError } from '../../../engine/api/call-error';
import { useApi } from '../../session/session-context';
import type { Json } from './use-config-document';

/** The editor's text as an override, or undefined while it is no JSON object. */
export function parseOverride(text: string): Json | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
}

/** How long typing must pause before the server is asked: a preview per keystroke would flood it. */
const PAUSE_MS = 500;

/**
 * The document the server would publish for this override (POST …/preview), asked again after
 * each pause in typing: the preview to draw, or the server's problems by JSON pointer — the same
 * verdict saving the draft would give, while the admin types.
 */
export interface PreviewState {
  document?: Json;
  problems?: { path: string; message: string }[];
  /** The translations document's config check: per language, the texts nobody words in it. */
  untranslated?: Partial<Record<string, string[]>>;
}

export function usePreview(name: string, override: Json | undefined): PreviewState {
  const api = useApi();
  const [state, setState] = useState<PreviewState & { key?: string }>({});
  const key = override ? JSON.stringify(override) : undefined;

  useEffect(() => {
    if (!key) return;
    let current = true;
    const timer = setTimeout(() => {
      api.data('previewConfigDocument', { path: { name }, body: { document: JSON.parse(key) as Record<string, never> } }).then(
        (answer) => current && setState({ key, document: answer.document, untranslated: answer.untranslated }),
        (error: unknown) => {
          if (!current) return;
          const found = error instanceof CallError ? error.problem?.errors : undefined;
          setState({ key, problems: found?.length ? [...found] : [{ path: '/', message: error instanceof Error ? error.message : String(error) }] });
        },
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, name, key]);

  if (!key) return {};
  // While the next answer is on its way, the last one stays (no flicker), unless it was for no text at all.
  return state;
}
