import { describe, expect, it } from 'vitest';
import { FailureDigest } from '../../scripts/lib/failure-digest';

describe("npm test's failure digest", () => {
  it('keeps what names a failure, without colours, and leaves passed tests and chatter out', () => {
    const digest = new FailureDigest();
    for (const line of [
      ' \x1b[32m✓\x1b[39m |e2e| tests/e2e/login.test.ts > shows the error under the field 812ms',
      ' \x1b[31m×\x1b[39m |e2e| tests/e2e/register.test.ts > starts over from the code step 60012ms',
      'stdout | the server listens on 5173',
      ' FAIL  |e2e| tests/e2e/register.test.ts > starts over from the code step',
      'Error: Test timed out in 60000ms.',
      'AssertionError: expected 2 to be 1',
      "src/app.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.",
      '  14:3  error  Unexpected console statement  no-console',
      '  14:3  warning  Prefer const  prefer-const',
    ]) digest.add(line);
    expect(digest.lines()).toEqual([
      ' × |e2e| tests/e2e/register.test.ts > starts over from the code step 60012ms',
      ' FAIL  |e2e| tests/e2e/register.test.ts > starts over from the code step',
      'Error: Test timed out in 60000ms.',
      'AssertionError: expected 2 to be 1',
      "src/app.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.",
      '  14:3  error  Unexpected console statement  no-console',
    ]);
  });

  it('keeps the first lines and says how many more there were', () => {
    const digest = new FailureDigest(2);
    for (let i = 1; i <= 5; i += 1) digest.add(`Error: number ${i}`);
    expect(digest.lines()).toEqual(['Error: number 1', 'Error: number 2', '… and 3 more such lines above']);
  });

  it('tells a test that passed only when tried again, even in a step that passed', () => {
    const digest = new FailureDigest();
    digest.add(' \x1b[32m✓\x1b[39m |e2e| tests/e2e/payment.test.ts > pays with a new card 41230ms\x1b[33m (retry x1)\x1b[39m');
    digest.add(' \x1b[32m✓\x1b[39m |e2e| tests/e2e/login.test.ts > signs in 812ms');
    expect(digest.retries()).toEqual(['✓ |e2e| tests/e2e/payment.test.ts > pays with a new card 41230ms (retry x1)']);
    expect(digest.lines()).toEqual([]);
  });

  it('does not tell a test that failed on every try as passed when tried again', () => {
    const digest = new FailureDigest();
    digest.add('     × registers and logs in 35194ms (retry x1)');
    expect(digest.retries()).toEqual([]);
    expect(digest.lines()).toEqual(['     × registers and logs in 35194ms (retry x1)']);
  });

  it("does not keep a passing test's line that says × in its text", () => {
    const digest = new FailureDigest();
    digest.add('fuzz: 1340 requests over 134 operations × 5 principals (seed 744027697)');
    expect(digest.lines()).toEqual([]);
  });

  it('keeps what a failed browser test tells of its page', () => {
    const digest = new FailureDigest();
    digest.add('PageAtFailureError: "registers" at http://demo.localhost/register; light forms 1, hydrated 0; console errors: none');
    expect(digest.lines()).toHaveLength(1);
  });
});

