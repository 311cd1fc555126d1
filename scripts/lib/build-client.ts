import { build, type InlineConfig } from 'vite';

/** The entry of the server's page render (src/renderers/server-render.tsx), built into dist/ssr. */
export const SERVER_RENDER_ENTRY = 'src/renderers/server-render.tsx';

/**
 * The two builds the server serves, one after the other: the browser's (dist/client, by
 * vite.config.ts) and the page renderer the server draws the public entry pages with (dist/ssr:
 * the same renderers and plugins, built for Node with every dependency bundled in, so Node need
 * not resolve PrimeReact's export-less folders). `config`: what the caller adds to both (root,
 * mode, log level, the client's outDir).
 */
export async function buildClient(config: InlineConfig = {}): Promise<void> {
  await build(config);
  await build({
    ...config,
    // One file: the server imports it again after a rebuild (by a new URL), and chunks importing
    // the entry by its plain name would load a second copy of every module beside it.
    build: { ...config.build, ssr: SERVER_RENDER_ENTRY, outDir: 'dist/ssr', emptyOutDir: true, manifest: false, copyPublicDir: false, rolldownOptions: { output: { codeSplitting: false } } },
    ssr: { noExternal: true },
    // The browser's entry of a package whose Node entry requires files by computed names (its
    // languages' JSON), which a bundle cannot hold: the same code the browser runs.
    resolve: { ...config.resolve, alias: [{ find: /^i18n-iso-countries$/, replacement: 'i18n-iso-countries/index.js' }] },
  });
}
