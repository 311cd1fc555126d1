import { useId, useRef, useState } from 'react';
import { isLanguage, LANGUAGES, type Language } from '../../engine/i18n/languages';
import { ownLanguageName } from '../../engine/i18n/language-names';
import { messages } from '../../engine/messages/catalogue';
import { useLanguage } from './language-context';

/**
 * The switch that just changed the language: the page is drawn again in the new language, this
 * switch with it, and the new one takes focus back so a keyboard user's next arrow key goes on
 * through the list (the screen's own arrival focus would have taken it to the heading).
 */
let switchedHere = false;
const refocus = (select: HTMLSelectElement | null) => {
  if (select && switchedHere) {
    switchedHere = false;
    select.focus();
  }
};

/** Keys that step a closed select through its options: each step fires a change. */
const STEPS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * The header's language switch (issue 24 item 2): a labelled native select, keyboard usable and
 * narrow enough for 390 px. A pick by pointer applies at once; stepping through the closed list by
 * arrow keys only shows the language, applied by Enter or on leaving the switch (WCAG 3.2.2, On
 * Input: each step would otherwise redraw the page in another language).
 */
export function LanguageSwitch() {
  const { language, choose } = useLanguage();
  const id = useId();
  const [shown, setShown] = useState<Language>(language);
  const stepping = useRef(false);
  const apply = (next: Language) => {
    if (next === language) return;
    switchedHere = true;
    void choose(next);
  };
  return (
    <div className="language-switch">
      <label htmlFor={id}>{messages.languageLabel}</label>
      <select
        id={id}
        ref={refocus}
        value={shown}
        onKeyDown={(event) => {
          stepping.current = STEPS.has(event.key);
          if (event.key === 'Enter') apply(shown);
        }}
        onBlur={() => apply(shown)}
        onChange={(event) => {
          if (!isLanguage(event.target.value)) return;
          setShown(event.target.value);
          if (!stepping.current) apply(event.target.value);
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {ownLanguageName(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
