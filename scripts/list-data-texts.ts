import { dataTexts } from './lib/data-texts';

/**
 * Lists, one a line, the English texts that data shows (layouts, form documents, entity titles,
 * tenants' choices): each needs a translation in src/engine/messages/locales/<locale>/texts.ts.
 * `tsx scripts/list-data-texts.ts [tenants folder]`
 */
process.stdout.write(`${dataTexts(process.argv[2]).join('\n')}\n`);
