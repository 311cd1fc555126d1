import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, type BrotliOptions } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The production build's brotli quality: ~7% smaller than 9 (the entry chunk 82 KB instead of
 * 88), paid once per build rather than on every page load — and most of a build's CPU time.
 */
export const BROTLI_QUALITY = 11;
export const GZIP_LEVEL = 9;
/*
 * Every file gets its twins, however small (issue 25). A file without one was not sent as it is:
 * the server compresses any JavaScript, CSS or SVG stream on the fly (src/server/http/compression.ts
 * has no size to hold a stream against), at brotli's quality 4 and chunked — a 93-byte chunk came
 * out at 97 bytes plus chunk framing. A twin is quality 11 with a Content-Length: never larger.
 */

/**
 * The brotli quality a build writes its twins at: BROTLI_QUALITY, unless the build is for tests
 * and asks for a cheaper one in the environment (the browser tests' global setup; the login
 * budget then measures the production twins with brotliTwin, scripts/lib/route-js.ts).
 */
export function buildBrotliQuality(env: NodeJS.ProcessEnv = process.env): number {
  const asked = env.BROTLI_QUALITY ? Number(env.BROTLI_QUALITY) : NaN;
  return Number.isInteger(asked) && asked >= 0 && asked <= 11 ? asked : BROTLI_QUALITY;
}

const brotliOptions = (quality: number): BrotliOptions => ({ params: { [constants.BROTLI_PARAM_QUALITY]: quality } });

/** A file's brotli twin. */
export async function brotliTwin(content: Buffer, quality = BROTLI_QUALITY): Promise<Buffer> {
  return brotli(content, brotliOptions(quality));
}

/** The body a browser that accepts brotli receives for a file: its twin as a production build writes it. */
export function productionBrotliSize(content: Buffer): number {
  return brotliCompressSync(content, brotliOptions(BROTLI_QUALITY)).length;
}

/** Writes .br and .gz twins of the built assets, which the server sends to browsers that accept them. */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    // The browser's build only: the page renderer's (dist/ssr) is a file the server imports.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // Every file at once on zlib's thread pool: one file after another on the main thread left the other core idle.
    async writeBundle(options) {
      const dir = join(options.dir ?? 'dist/client', 'assets');
      const quality = buildBrotliQuality();
      const files = readdirSync(dir).filter((f) => /\.(js|css|svg|json)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(join(dir, file));
          const [gz, br] = await Promise.all([gzipped(content, { level: GZIP_LEVEL }), brotliTwin(content, quality)]);
          await Promise.all([writeFile(join(dir, `${file}.gz`), gz), writeFile(join(dir, `${file}.br`), br)]);
        }),
      );
    },
  };
}
