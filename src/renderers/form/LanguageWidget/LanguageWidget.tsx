import type { WidgetProps } from '@rjsf/utils';
import { languageOfTag, LANGUAGES } from '../../../engine/i18n/languages';
import { ownLanguageName } from '../../../engine/i18n/language-names';
import { messages } from '../../../engine/messages/catalogue';
import SelectWidget from '../SelectWidget';

// The portal's languages (the schema's enum), each named in its own words: a reader finds theirs whatever the page speaks.
const enumOptions = LANGUAGES.map((language) => ({ value: language, label: ownLanguageName(language) }));
const languageNamed = new Map(enumOptions.map(({ value, label }) => [label, value]));

/**
 * `"ui:widget": "language"`: one of the languages the portal speaks, for a field that holds a
 * BCP-47 locale (the profile's `locale`). A stored tag shows as the language it asks for
 * ('en-US' as English, 'fr-CA' as français) and is kept as it is until another is picked.
 */
export default function LanguageWidget(props: WidgetProps) {
  const value = typeof props.value === 'string' ? (languageOfTag(props.value) ?? props.value) : props.value;
  // Each name is read in its own language (a screen reader says 'français' as French, not as English).
  // The drop-down's options carry RJSF's index as their value: the language is found by its name.
  const itemTemplate = (option: { label: string }) => <span lang={languageNamed.get(option.label)}>{option.label}</span>;
  const prime = { itemTemplate, ...(props.options.prime as object | undefined) };
  const onChange = (next: unknown) => props.onChange(next === value ? props.value : next);
  // A form that gives the field no title still names it as the header's switch is named. (The
  // catalogue's import also keeps languages.ts grouped with the message sets: the bundler groups
  // modules by the chunks that import them, and without it the shell every route loads gained a
  // chunk of its own, over its size budget: tests/e2e/login-bundle-size.test.ts.)
  const label = props.label || messages.languageLabel;
  return <SelectWidget {...props} label={label} value={value ?? ''} onChange={onChange} options={{ ...props.options, enumOptions, prime }} />;
}
