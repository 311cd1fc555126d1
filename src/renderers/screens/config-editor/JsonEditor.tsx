import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { EditorView, basicSetup } from 'codemirror';
import { EditorState } from '@codemirror/state';
import { forEachDiagnostic } from '@codemirror/lint';
import { getJsonPointers, jsonPointerForPosition, jsonSchema, updateSchema } from 'codemirror-json-schema';
import type { JSONSchema7 } from 'json-schema';
import { configEditorMessages as t } from '../../../engine/messages/config-editor';

/** codemirror-json-schema's name for plain JSON (MODES.JSON; the constant is not exported from its index). */
const MODE = 'json4' as const;

/** A problem the editor itself finds while the admin types: bad JSON, or a value the schema refuses. */
export interface EditorProblem {
  path: string;
  message: string;
  line: number;
}

export interface JsonEditorHandle {
  /** Puts the cursor on the value at a JSON pointer (or its nearest parent that exists). */
  goTo: (pointer: string) => void;
}

interface Props {
  value: string;
  onChange: (text: string) => void;
  schema?: Record<string, unknown>;
  onProblems: (problems: EditorProblem[]) => void;
}

/**
 * CodeMirror 6 over the override's JSON text, with the document's schema for completion, hover
 * and lint (codemirror-json-schema; its linters wait for a pause in typing). The text is owned
 * by the screen: a change from outside (the visual field list) replaces the editor's text.
 */
export const JsonEditor = forwardRef<JsonEditorHandle, Props>(function JsonEditor({ value, onChange, schema, onProblems }, ref) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(undefined);
  const callbacks = useRef({ onChange, onProblems });
  callbacks.current = { onChange, onProblems };

  useEffect(() => {
    let reported = '';
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          basicSetup,
          jsonSchema(schema as JSONSchema7 | undefined),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
            const problems: EditorProblem[] = [];
            forEachDiagnostic(update.state, (d, from) => {
              problems.push({ path: pointerAt(update.state, from), message: d.message.replace(/\s+/g, ' ').trim(), line: update.state.doc.lineAt(Math.min(from, update.state.doc.length)).number });
            });
            const key = JSON.stringify(problems);
            if (key !== reported) callbacks.current.onProblems(problems);
            reported = key;
          }),
          EditorView.contentAttributes.of({ 'aria-label': t.jsonEditorLabel }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // Created once; later values and schemas are pushed in by the effects below.
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    if (view.current && schema) updateSchema(view.current, schema as JSONSchema7);
  }, [schema]);

  useImperativeHandle(ref, () => ({
    goTo(pointer: string) {
      const editor = view.current;
      if (!editor) return;
      const pointers = getJsonPointers(editor.state, MODE);
      let at = pointer === '/' ? '' : pointer;
      while (at && !pointers.has(at)) at = at.slice(0, at.lastIndexOf('/'));
      const found = pointers.get(at);
      const anchor = found?.keyFrom ?? 0;
      editor.dispatch({ selection: { anchor }, scrollIntoView: true });
      editor.focus();
    },
  }));

  return <div ref={host} className="config-editor__json" />;
});

function pointerAt(state: EditorState, from: number): string {
  try {
    return jsonPointerForPosition(state, from, 1, MODE) || '/';
  } catch {
    return '/';
  }
}
