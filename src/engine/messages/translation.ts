/**
 * The shape of a locale's wording (issue 24): English is the source, in the message sets beside
 * this file, worded as the spec words them; Spanish and French translate each set key by key, in
 * `locales/<locale>/<the set's file name>.ts`, so a locale's words load with the same chunks as
 * the English ones.
 */

/** A locale's wording of one message set: every key of the English set, each an ICU MessageFormat text with the same {arguments}. */
export type Translation<Set extends Readonly<Record<string, string>>> = { readonly [Key in keyof Set]: string };

/**
 * A locale's wording of the texts that data shows rather than code (layout titles and menus,
 * form documents' titles, labels, help and choices, schema enum titles), by their English
 * wording: a tenant that adds a field adds its words the same way.
 */
export type TextTranslations = Readonly<Record<string, string>>;
