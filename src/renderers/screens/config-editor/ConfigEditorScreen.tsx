import { useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { ConfirmDanger } from '../../feedback/ConfirmDanger';
import { confirmMessages } from '../../../engine/messages/confirm';
import { TabPanel, TabView } from 'primereact/tabview';
import type { FormDocument } from '../../../engine/forms';
import type { FormOverride } from '../../../../schemas/generated/form-override';
import { backOfficeMessages, fillBackOffice } from '../../../engine/messages/back-office';
import { CallError } from '../../../engine/api/call-error';
import { useToast } from '../../feedback/toast-context';
import type { ScreenProps } from '../../registry/types';
import { useApi } from '../../session/session-context';
import { Loading } from '../../shell/Loading';
import { ChangeList } from './ChangeList';
import { FieldList } from './FieldList';
import { JsonEditor, type EditorProblem, type JsonEditorHandle } from './JsonEditor';
import { Preview } from './Preview';
import { ProblemList, type ServerProblem } from './ProblemList';
import { VersionHistory } from './VersionHistory';
import { parseOverride, usePreview } from './use-preview';
import { pretty, useConfigDocument, type LoadedDocument } from './use-config-document';
import { useUnsavedGuard } from '../../routing/use-unsaved-guard';
import './config-editor.css';
import { useFocusAfterWait, useStepFocus } from '../../frame/use-step-focus';
import { configEditorMessages as t, fillConfigEditor } from '../../../engine/messages/config-editor';

/**
 * Manage Configs, one document: the tenant's override of it edited as JSON (schema completion,
 * problems by JSON path as one types), for a form also as a list of fields; the change previewed
 * as the server would resolve it, diffed against what is published, saved as a draft, published,
 * and any earlier version rolled back to.
 */
export default function ConfigEditorScreen({ screen }: ScreenProps) {
  const name = useParams().name ?? '';
  const { loaded, error, reload } = useConfigDocument(name);
  // A publish, rollback or discard draws the editor afresh (keyed by version): focus goes to its heading, not the body.
  useStepFocus(loaded ? `${loaded.version}` : '');
  if (error) return <p className="p-error">{error}</p>;
  if (!loaded) return <Loading label={t.loadingDocument} />;
  return <Editor key={`${loaded.name}@${loaded.version}:${pretty(loaded.draft)}`} screenId={screen.id} loaded={loaded} reload={reload} />;
}

function Editor({ screenId, loaded, reload }: { screenId: string; loaded: LoadedDocument; reload: () => Promise<void> }) {
  const api = useApi();
  const toast = useToast();
  const editor = useRef<JsonEditorHandle>(null);
  const stored = pretty(loaded.draft ?? loaded.published ?? {});
  const [saved, setSaved] = useState(stored);
  const [hasDraft, setHasDraft] = useState(loaded.draft !== null);
  const [text, setText] = useState(stored);
  const [editorProblems, setEditorProblems] = useState<EditorProblem[]>([]);
  // The refused save's problems, for the text that was refused: an edit makes them stale.
  const [refused, setRefused] = useState<{ text: string; problems: ServerProblem[] }>();
  const [busy, setBusy] = useState(false);
  // Publish, Save and Discard disable themselves while they work: focus is not left on the body.
  useFocusAfterWait(busy);
  const [rollingBack, setRollingBack] = useState<number>();
  const override = useMemo(() => parseOverride(text), [text]);
  const preview = usePreview(loaded.name, override);
  const dirty = override ? pretty(override) !== saved : text !== saved;
  useUnsavedGuard(dirty);

  const setOverride = (next: unknown) => setText(pretty(next));
  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (caught) {
      if (caught instanceof CallError && caught.problem?.errors?.length) setRefused({ text, problems: caught.problem.errors.map((p) => ({ ...p, source: 'server' as const })) });
      toast.error(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };
  const saveDraft = async () => {
    setRefused(undefined);
    await api.data('saveConfigDraft', { path: { name: loaded.name }, body: { document: (override ?? {}) as Record<string, never> } });
    setSaved(pretty(override));
    setHasDraft(true);
  };
  const problems: ServerProblem[] = [...editorProblems.map((p) => ({ ...p, source: 'editor' as const })), ...(refused?.text === text ? refused.problems : []), ...(preview.problems ?? []).map((p) => ({ ...p, source: 'check' as const }))];

  return (
    <section className="screen config-editor" aria-labelledby={`${screenId}-title`}>
      <div className="screen__head">
        <h1 id={`${screenId}-title`} tabIndex={-1}>
          {loaded.name} <small className="config-editor__meta">{fillConfigEditor('documentMeta', { kind: loaded.kind, version: loaded.version })}{hasDraft ? t.draftSavedNote : ''}{dirty ? t.unsavedNote : ''}</small>
        </h1>
        <div className="screen__tools">
          <Button type="button" label={t.saveDraft} icon="pi pi-save" disabled={busy || !dirty || !override} onClick={() => void act(async () => (await saveDraft(), toast.success(backOfficeMessages.configDraftSaved)))} />
          <Button
            type="button"
            label={t.discardDraft}
            icon="pi pi-times"
            outlined
            disabled={busy || (!hasDraft && !dirty)}
            onClick={() =>
              void act(async () => {
                if (hasDraft) await api.data('discardConfigDraft', { path: { name: loaded.name } });
                toast.success(backOfficeMessages.configDraftDiscarded);
                await reload();
                setText(pretty(loaded.published ?? {}));
                setSaved(pretty(loaded.published ?? {}));
                setHasDraft(false);
              })
            }
          />
          <Button
            type="button"
            label={t.publish}
            icon="pi pi-upload"
            severity="success"
            disabled={busy || !override || (!hasDraft && !dirty) || !preview.document}
            onClick={() =>
              void act(async () => {
                if (dirty) await saveDraft();
                const published = await api.data('publishConfigDocument', { path: { name: loaded.name } });
                toast.success(fillBackOffice('configPublished', { n: published.version }));
                await reload();
              })
            }
          />
        </div>
      </div>
      <ProblemList problems={problems} onPick={(path) => editor.current?.goTo(path)} />
      <div className={loaded.kind === 'form' ? 'config-editor__body config-editor__body--form' : 'config-editor__body'}>
        {loaded.kind === 'form' && override && (
          <FieldList base={loaded.shipped as unknown as FormDocument} override={override as FormOverride} onChange={setOverride} />
        )}
        <JsonEditor ref={editor} value={text} onChange={setText} schema={loaded.schema} onProblems={setEditorProblems} />
      </div>
      <TabView className="config-editor__tabs">
        <TabPanel header={t.preview}>
          {preview.document && override ? <Preview loaded={loaded} document={preview.document} override={override} untranslated={preview.untranslated} /> : <p>{!override ? t.notJson : preview.problems?.length ? t.fixProblemsFirst : t.checking}</p>}
        </TabPanel>
        <TabPanel header={t.changes}>
          <ChangeList published={loaded.published ?? {}} current={override} />
        </TabPanel>
        <TabPanel header={t.history}>
          <VersionHistory versions={loaded.versions} live={loaded.version} busy={busy} onRollBack={setRollingBack} />
        </TabPanel>
      </TabView>
      <ConfirmDanger
        subject={rollingBack}
        onClose={() => setRollingBack(undefined)}
        title={confirmMessages.rollBack}
        message={(version) => fillBackOffice('confirmRollBack', { n: version })}
        action="rollBack"
        danger={false}
        onAccept={(version) =>
          void act(async () => {
            const published = await api.data('rollbackConfigDocument', { path: { name: loaded.name }, body: { version } });
            toast.success(fillBackOffice('configRolledBack', { n: published.version }));
            await reload();
          })
        }
      />
    </section>
  );
}
