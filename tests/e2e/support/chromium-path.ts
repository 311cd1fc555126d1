import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** How this machine's Chromium must be started headless (no sandbox as root, no network of its own). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The Chromium to drive: $CHROME_PATH, else a system install; undefined when there is none. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

export function printMissingChromiumBanner(): void {
  const line = '!'.repeat(78);
  console.warn(
    [
      '',
      line,
      '!!  NO CHROMIUM FOUND: the end-to-end browser tests are SKIPPED, not passed.',
      process.env.CHROME_PATH
        ? `!!  $CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist.`
        : `!!  $CHROME_PATH is not set, and none of ${CANDIDATES.join(', ')} exists.`,
      '!!  Install it with:',
      '!!      apt-get update && apt-get install -y chromium',
      '!!  or point CHROME_PATH at a Chromium/Chrome executable, then run again:',
      '!!      npx vitest run --project e2e',
      line,
      '',
    ].join('\n'),
  );
}
