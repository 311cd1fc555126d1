import { Component, useEffect, useMemo, useState, type ReactNode } from 'react';
import { acceptingValidator, type FormDocument } from '../../../engine/forms';
import { buildFormDocument } from '../../../engine/forms/build-document';
import { compiledValidatorOf } from '../../schema-form/compiled-validators';
import { SchemaForm } from '../../schema-form/SchemaForm';
import type { CompiledFormValidator } from '../../../engine/forms';
import type { ScreenForm } from '../../schema-form/use-screen-form';
import { useTenant } from '../../tenant/tenant-context';
import type { Json, LoadedDocument } from './use-config-document';
import { shortValue } from './diff-summary';
import { TranslationsPreview } from './TranslationsPreview';
import { withoutAutofocus } from './without-autofocus';
import type { PreviewState } from './use-preview';
import { configEditorMessages as t, fillConfigEditor } from '../../../engine/messages/config-editor';

interface MenuItem {
  id: string;
  label: string;
  screen?: string;
}

/**
 * The document as customers (or staff) would get it were the override published, as the server
 * resolved it (POST …/preview). A form is drawn by the portal's own form renderer, live (its
 * answers go nowhere); a layout shows its menus and the titles of the screens the override
 * touches; settings and data show the effective value of each key the override sets; the
 * translations are shown in the language picked (TranslationsPreview).
 */
export function Preview({ loaded, document, override, untranslated }: { loaded: LoadedDocument; document: Json; override: Json; untranslated?: PreviewState['untranslated'] }) {
  if (loaded.name === 'translations') return <TranslationsPreview document={document} untranslated={untranslated} />;
  switch (loaded.kind) {
    case 'form':
      return (
        <PreviewBoundary>
          <FormPreview name={loaded.name} version={loaded.version} document={document as unknown as FormDocument} />
        </PreviewBoundary>
      );
    case 'layout':
      return <LayoutPreview document={document} override={override} />;
    default:
      return <ValuesPreview document={document} override={override} />;
  }
}

/** A preview that cannot be drawn says so instead of taking the editor down with it. */
class PreviewBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p className="p-error">{fillConfigEditor('previewFailed', { error: this.state.error.message })}</p> : this.props.children;
  }
}

/**
 * The form drawn by the portal's renderer. RJSF checks sub-schemas (a payment's oneOf) with the
 * validators the server precompiled for the live version (the CSP allows no compiling here): a
 * change adds or relabels fields but leaves those sub-schemas as they are, and answers typed
 * into a preview go nowhere.
 */
function FormPreview({ name, version, document }: { name: string; version: number; document: FormDocument }) {
  const { settings, tenant } = useTenant();
  const [compiled, setCompiled] = useState<CompiledFormValidator | null>();
  useEffect(() => {
    let current = true;
    void compiledValidatorOf(tenant, { name, version, document }).then((loaded) => current && setCompiled(loaded ?? null));
    return () => {
      current = false;
    };
    // The live version's validators: loaded once per version, not per keystroke.
  }, [tenant, name, version]);
  const form = useMemo<ScreenForm | Error | undefined>(() => {
    if (compiled === undefined) return undefined;
    try {
      const built = buildFormDocument(document, { settings: settings as Record<string, unknown> });
      // A preview never takes focus: its form is drawn again as the admin types in the editor beside it.
      return { ...built, uiSchema: withoutAutofocus(built.uiSchema), compiled: compiled ?? acceptingValidator(built.schema) };
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }, [document, settings, compiled]);
  const [data, setData] = useState<Record<string, unknown>>({});
  if (!form) return <p>{t.loadingForm}</p>;
  if (form instanceof Error) return <p className="p-error">{fillConfigEditor('formFailed', { error: form.message })}</p>;
  return (
    <div className="config-editor__form-preview" aria-label={t.formPreview}>
      <SchemaForm form={form} formData={data} onChange={setData} onSubmit={() => {}} idPrefix="preview" />
    </div>
  );
}

function LayoutPreview({ document, override }: { document: Json; override: Json }) {
  const menus = (document.menus ?? {}) as Record<string, MenuItem[]>;
  const screens = (document.screens ?? {}) as Record<string, { title?: string; route?: string }>;
  const touched = Object.keys((override.screens ?? {}) as Json);
  return (
    <div className="config-editor__layout-preview" aria-label={t.layoutPreview}>
      {Object.entries(menus).map(([menu, items]) => (
        <section key={menu}>
          <h2>{menu === 'admin' ? t.staffMenu : t.customerMenu}</h2>
          <ul className="config-editor__menu">
            {items.map((item) => (
              <li key={item.id}>
                {item.label} <small>{item.screen && screens[item.screen]?.route}</small>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {touched.length > 0 && (
        <section>
          <h2>{t.screensTouched}</h2>
          <ul>
            {touched.map((id) => (
              <li key={id}>
                <strong>{screens[id]?.title ?? id}</strong> <small>{screens[id]?.route}</small>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function ValuesPreview({ document, override }: { document: Json; override: Json }) {
  const keys = Object.keys(override);
  if (!keys.length) return <p>{t.nothingOverridden}</p>;
  return (
    <dl className="config-editor__values" aria-label={t.valuesPreview}>
      {keys.map((key) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>
            <code>{shortValue(document[key], 200)}</code>
          </dd>
        </div>
      ))}
    </dl>
  );
}
