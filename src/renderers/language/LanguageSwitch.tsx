import { useId } from 'react';
import { isLanguage, LANGUAGES, type Language } from '../../engine/i18n/languages';
import { messages } from '../../engine/messages/catalogue';
import { useLanguage } from './language-context';

/** A language in its own words ('español', 'français'), as a reader looks for it in a list. */
const ownName = (language: Language) => new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;

/** The header's language switch (issue 24 item 2): a labelled native select, keyboard usable and narrow enough for 390 px. */
export function LanguageSwitch() {
  const { language, choose } = useLanguage();
  const id = useId();
  return (
    <div className="language-switch">
      <label htmlFor={id}>{messages.languageLabel}</label>
      <select id={id} value={language} onChange={(event) => isLanguage(event.target.value) && void choose(event.target.value)}>
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {ownName(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
