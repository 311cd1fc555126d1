/**
 * Issue 23 / DESIGN "One path per concern": anything a customer submits becomes a workflow item
 * through src/server/workflow/submit-item.ts only (below the modules that submit) — the function
 * that seals what the form marks sensitive, stamps the form version and initial status and emits
 * the event. A module inserting
 * an item itself would skip all of that (it is how inquiries and orders once stored sensitive
 * answers in clear), so no other file of the server may.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const server = fileURLToPath(new URL('../../src/server', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('the one submission path', () => {
  it('is the only server file that inserts a workflow item', () => {
    const inserting = sources(server)
      .filter((file) => /\.insert\(\s*workflowItems\s*\)/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(server, file).split('\\').join('/'));
    expect(inserting).toEqual(['workflow/submit-item.ts']);
  });
});
