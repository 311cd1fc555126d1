import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('generated files', () => {
  it('match what `npm run gen` produces from schemas/ and openapi/', () => {
    const run = () => execFileSync(process.execPath, ['--import', 'tsx', 'scripts/gen.ts', '--check'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    expect(run).not.toThrow();
  }, 180_000);
});
