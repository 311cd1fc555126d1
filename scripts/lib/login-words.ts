import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { LANGUAGES, SOURCE_LANGUAGE } from '../../src/engine/i18n/languages';
import { messages } from '../../src/engine/messages/catalogue';
import { englishOf } from '../../src/engine/messages/message-set';
import { loginDocuments, loginTexts } from './data-texts';
import { LOGIN_SCREEN_MODULE } from './route-js';

/**
 * The login route's words in each language (issue 24 item 4), cut from the translators' files so
 * the route does not carry every screen's (src/engine/messages/all-words.ts loads the rest):
 * locales/<language>/login-words.ts, one chunk (one download, compressed as one) holding
 *  - `texts`: the texts.ts entries the login page shows (loginTexts);
 *  - `catalogue`: the catalogue.ts entries of the keys the login page can show: those its screens
 *    and forms name, and those the renderers it draws name — the shell's and the login screen's,
 *    found by following their static imports as the bundler does (a dynamic import loads later,
 *    with words of its own). The engine's modules it imports word the problems of data rules the
 *    login form does not have (cards, names) and failures of calls: those come with the rest,
 *    which the login page fetches once drawn and a sign-in waits for (use-login.ts);
 *  - every word of the sets that read theirs from it (wholeSets: the shell's, the frame's, the login
 *    page's and the submit hint's, which the login route shows whole).
 * Translators keep editing texts.ts and catalogue.ts; `npm run gen` rewrites these, check:gen
 * fails when they are stale.
 */

const ENTRY = 'src/renderers/main.tsx';

/** The source files the shell and the login screen import statically (not their CSS, nor what they import dynamically). */
async function loginRouteFiles(root: string): Promise<string[]> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [ENTRY, LOGIN_SCREEN_MODULE],
    bundle: true,
    write: false,
    metafile: true,
    splitting: true,
    format: 'esm',
    outdir: 'out',
    logLevel: 'silent',
    jsx: 'automatic',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.woff': 'empty', '.woff2': 'empty' },
    // Vite's own imports (?url, virtual modules) carry no words.
    plugins: [{ name: 'vite-only', setup: (b) => b.onResolve({ filter: /^virtual:|\?/ }, (args) => ({ path: args.path, external: true })) }],
  });
  const inputs = (result.metafile as Metafile).inputs;
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || !inputs[file]) return;
    files.add(file);
    for (const imported of inputs[file].imports) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(ENTRY);
  visit(LOGIN_SCREEN_MODULE);
  return [...files].filter((file) => file.startsWith('src/renderers/') && /\.tsx?$/.test(file)).map((file) => relative(root, join(root, file)));
}

/**
 * Catalogue keys the login route names: in its modules, `messages.key` or the key as a string
 * (messageText('key'), a failure's key); in the login screens and forms it shows, any string.
 */
export async function loginCatalogueKeys(root: string): Promise<string[]> {
  const { screens, forms } = loginDocuments(join(root, 'tenants'));
  const sources = [...(await loginRouteFiles(root)).map((file) => readFileSync(join(root, file), 'utf8')), JSON.stringify([screens, forms])];
  return Object.keys(englishOf(messages)).filter((key) => {
    const named = new RegExp(`(?:\\.|['"\`])${key}\\b`);
    return sources.some((source) => named.test(source));
  });
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`);

/**
 * The sets whose module reads its words from login-words.ts under their own name
 * (`messageSet({…}, loginWords, 'portalFrame')`), all of them: they are written there whole.
 */
export function wholeSets(root: string): string[] {
  const dir = join(root, 'src/engine/messages');
  const names = readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [...readFileSync(join(dir, file), 'utf8').matchAll(/^\}, loginWords, '(\w+)'\);$/gm)].map((match) => match[1]));
  return [...new Set(names)].filter((name) => name !== 'catalogue' && name !== 'texts').sort();
}

const pick = (words: Readonly<Record<string, string>>, keys: readonly string[]) => Object.fromEntries(keys.filter((key) => Object.hasOwn(words, key)).map((key) => [key, words[key]]));

const literal = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const entries = (words: Record<string, string>) => Object.entries(words).map(([key, text]) => `  ${/^[A-Za-z_$][\w$]*$/.test(key) ? key : literal(key)}: ${literal(text)},`);

/** The generated files, by path from the root. */
export async function loginWordsFiles(root: string, header: string): Promise<Record<string, string>> {
  const keys = await loginCatalogueKeys(root);
  const texts = loginTexts(join(root, 'tenants'));
  const files: Record<string, string> = {};
  for (const language of LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE)) {
    const dir = `src/engine/messages/locales/${language}`;
    const catalogue = ((await import(join(root, dir, 'catalogue.ts'))) as { default: Record<string, string> }).default;
    const allTexts = ((await import(join(root, dir, 'texts.ts'))) as { default: Record<string, string> }).default;
    // The sets that read all their words from this chunk (`loginWords, 'name'`: the shell's, the login page's).
    const whole: string[] = [];
    for (const name of wholeSets(root)) {
      const words = ((await import(join(root, dir, `${kebab(name)}.ts`))) as { default: Record<string, string> }).default;
      whole.push(`
/** Every word of ${kebab(name)}.ts (a set the login route reads whole). */
export const ${name}: Readonly<Record<string, string>> = {
${entries(words).join('\n')}
};
`);
    }
    files[`${dir}/login-words.ts`] = `${header}import type { TextTranslations } from '../../translation';

/** The words of catalogue.ts the login route reads: the rest loads with all-words.ts. */
export const catalogue: Readonly<Record<string, string>> = {
${entries(pick(catalogue, keys)).join('\n')}
};

/** The words of texts.ts the login page shows: the rest loads with all-words.ts. */
export const texts: TextTranslations = {
${entries(pick(allTexts, texts)).join('\n')}
};
${whole.join('')}`;
  }
  return files;
}
