import { useEffect, useMemo, useState } from 'react';
import { activeLanguage, speakingIn } from '../../../engine/i18n/active-language';
import { LANGUAGES, SOURCE_LANGUAGE, type Language, type TranslatedLanguage } from '../../../engine/i18n/languages';
import { nameIn } from '../../../engine/i18n/language-names';
import { withTenantWords, type TenantWords } from '../../../engine/i18n/tenant-words';
import { loadLanguage } from '../../../engine/i18n/translations';
import { acceptingValidator, type FormDocument } from '../../../engine/forms';
import { buildFormDocument } from '../../../engine/forms/build-document';
import { translatedForm } from '../../../engine/forms/translated-form';
import { configEditorMessages as t, fillConfigEditor } from '../../../engine/messages/config-editor';
import { formDocumentOf } from '../../schema-form/form-documents';
import { SchemaForm } from '../../schema-form/SchemaForm';
import { useApi } from '../../session/session-context';
import { useTenant } from '../../tenant/tenant-context';
import type { Json } from './use-config-document';
import { withoutAutofocus } from './without-autofocus';

const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== SOURCE_LANGUAGE);

/**
 * The preview of a tenant's `translations` (issue 24): in the language picked, the admin's own
 * wording beside the English, a form drawn as readers of that language would see it with this
 * draft (not the published words), and the config check — the texts the portal shows that nobody
 * words in that language yet, which readers see in English.
 */
export function TranslationsPreview({ document, untranslated }: { document: Json; untranslated?: Partial<Record<string, string[]>> }) {
  const [language, setLanguage] = useState<TranslatedLanguage>(TRANSLATED[TRANSLATED.length - 1]);
  const reader = activeLanguage();
  const name = nameIn(reader, language);
  const words = (document as TenantWords)[language] ?? {};
  const missing = untranslated?.[language] ?? [];
  return (
    <div className="config-editor__translations" aria-label={t.translationsPreview}>
      <fieldset className="config-editor__languages">
        <legend>{t.previewLanguage}</legend>
        {TRANSLATED.map((option) => (
          <label key={option}>
            <input type="radio" name="preview-language" value={option} checked={option === language} onChange={() => setLanguage(option)} /> {nameIn(reader, option)}
          </label>
        ))}
      </fieldset>
      <section>
        <h2>{fillConfigEditor('yourWordingIn', { language: name })}</h2>
        {Object.keys(words).length ? (
          <table className="config-editor__wording">
            <thead>
              <tr>
                <th scope="col">{t.englishText}</th>
                <th scope="col">{t.yourText}</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(words).map(([english, text]) => (
                <tr key={english}>
                  <td>{english}</td>
                  <td lang={language}>{text}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{fillConfigEditor('noWordingIn', { language: name, code: language })}</p>
        )}
      </section>
      <FormInLanguage language={language} name={name} words={document as TenantWords} />
      <section>
        <h2>{missing.length ? fillConfigEditor('untranslatedIn', { language: name, n: missing.length }) : fillConfigEditor('allWordedIn', { language: name })}</h2>
        {missing.length > 0 && (
          <ul className="config-editor__untranslated">
            {missing.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/**
 * One of the tenant's forms, as published, worded in `language` with the draft's words: the
 * portal's words for that language load first (the admin reads another), then the form is worded
 * in it synchronously. Its answers go nowhere.
 */
function FormInLanguage({ language, name, words }: { language: TranslatedLanguage; name: string; words: TenantWords }) {
  const api = useApi();
  const { settings, tenant } = useTenant();
  const [forms, setForms] = useState<string[]>([]);
  const [formName, setFormName] = useState('form.contact');
  const [document, setDocument] = useState<FormDocument>();
  const [ready, setReady] = useState<Language>();
  useEffect(() => {
    void api.data('listConfigDocuments').then((list) => setForms(list.filter((doc) => doc.kind === 'form').map((doc) => doc.name)));
  }, [api]);
  useEffect(() => {
    let current = true;
    void formDocumentOf(api, tenant, formName.slice('form.'.length)).then((form) => current && setDocument(form.document));
    return () => {
      current = false;
    };
  }, [api, tenant, formName]);
  useEffect(() => {
    let current = true;
    void loadLanguage(language).then(() => current && setReady(language));
    return () => {
      current = false;
    };
  }, [language]);
  const form = useMemo(() => {
    if (!document || ready !== language) return undefined;
    const built = buildFormDocument(document, { settings: settings as Record<string, unknown> });
    const worded = withTenantWords(words, () => speakingIn(language, () => translatedForm(built)));
    // Drawn again as the admin types beside it: it never takes focus.
    return { ...worded, uiSchema: withoutAutofocus(worded.uiSchema), compiled: acceptingValidator(worded.schema) };
  }, [document, ready, language, words, settings]);
  return (
    <section>
      <h2>{fillConfigEditor('formInLanguage', { language: name })}</h2>
      <label className="config-editor__form-pick">
        {t.formToPreview}{' '}
        <select value={formName} onChange={(event) => setFormName(event.target.value)}>
          {forms.map((option) => (
            <option key={option} value={option}>
              {option.slice('form.'.length)}
            </option>
          ))}
        </select>
      </label>
      {form ? (
        <div className="config-editor__form-preview" lang={language}>
          <SchemaForm form={form} formData={{}} onChange={() => {}} onSubmit={() => {}} idPrefix="translated" />
        </div>
      ) : (
        <p>{t.loadingForm}</p>
      )}
    </section>
  );
}
