import { useCallback, useEffect, useState } from 'react';
import type { Schemas } from '../../../engine/api/types';
import { useApi } from '../../session/session-context';

export type Json = Record<string, unknown>;

/** Everything the editor starts from, loaded together: what is live, what is saved, and how to check it. */
export interface LoadedDocument {
  name: string;
  kind: Schemas['ConfigDocumentSchema']['kind'];
  version: number;
  /** The published override (null: the tenant runs what its folder ships). */
  published: Json | null;
  /** The saved draft's override, if one waits. */
  draft: Json | null;
  /** The document as the folder ships it, before any override (the base the field list builds on). */
  shipped: Json;
  /** The effective document as published, the preview's "before". */
  effective: Json;
  schema: Json;
  versions: Schemas['ConfigVersion'][];
}

/** Pretty JSON, the form the editor shows and compares (so "unsaved" means a real edit). */
export const pretty = (value: unknown) => `${JSON.stringify(value ?? {}, null, 2)}\n`;

/** Loads a document for the editor; `reload` after a publish, rollback or discard. */
export function useConfigDocument(name: string): { loaded?: LoadedDocument; error?: string; reload: () => Promise<void> } {
  const api = useApi();
  const [state, setState] = useState<{ loaded?: LoadedDocument; error?: string }>({});

  const reload = useCallback(async () => {
    try {
      const path = { path: { name } };
      const [current, draft, schema, shipped, versions] = await Promise.all([
        api.data('getConfigDocument', path),
        api.data('getConfigDraft', path),
        api.data('getConfigDocumentSchema', path),
        api.data('previewConfigDocument', { ...path, body: { document: {} } }),
        api.data('listConfigVersions', path),
      ]);
      setState({
        loaded: {
          name,
          kind: schema.kind,
          version: current.version,
          published: current.override ?? null,
          // No draft answers null (200), so any failure here is a real one and shows as such.
          draft: draft ? (draft.document as Json) : null,
          shipped: shipped.document,
          effective: current.document,
          schema: schema.schema,
          versions,
        },
      });
    } catch (error) {
      setState({ error: error instanceof Error ? error.message : String(error) });
    }
  }, [api, name]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload };
}
