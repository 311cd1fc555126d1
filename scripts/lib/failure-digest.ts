/**
 * What failed, told again at the end of `npm test`. CI shows only the last part of a run's output,
 * and a full run prints thousands of lines: the lane that failed, and the test, type error or lint
 * rule that made it fail, scroll out of it (stops 33–36 failed CI with "1 failed" and no name).
 */

// Vitest's failed test (× at the line's start: fuzz's summary says "operations × principals"), file (FAIL) and its error (AssertionError:, TimeoutError:, "Test timed
// out"), an unhandled error, tsc's "error TS2345", eslint's "  3:1  error  …".
const TELLING = [/\bFAIL\b/, /^\s*×/, /^\s*\w*Error: /, /Unhandled/, /[Tt]imed out|Timeout \d+ms exceeded/, /error TS\d+/, /^\s*\d+:\d+\s+error\s/];
// A passed test may be named for an error it shows ("✓ shows the error").
const PASSED = /✓/;
// Vitest's mark of a test that passed only when tried again (the browser lane's retry).
const RETRIED = /\(retry x\d+\)/;
const ANSI = /\x1b\[[0-9;]*m/g;

/** The lines of one step worth repeating, the first `limit` of them. */
export class FailureDigest {
  private readonly kept: string[] = [];
  private readonly retried: string[] = [];
  private dropped = 0;

  constructor(private readonly limit = 25) {}

  add(line: string): void {
    const plain = line.replace(ANSI, '');
    // Only a test that passed in the end: one that failed on every try is told with the failures.
    if (RETRIED.test(plain) && PASSED.test(plain)) this.retried.push(plain.trim());
    if (PASSED.test(plain) || !TELLING.some((pattern) => pattern.test(plain))) return;
    if (this.kept.length < this.limit) this.kept.push(plain.trimEnd());
    else this.dropped += 1;
  }

  /** The tests that failed first and passed when tried again: told even when the step passed, so a flaky test is seen. */
  retries(): string[] {
    return [...this.retried];
  }

  lines(): string[] {
    return this.dropped ? [...this.kept, `… and ${this.dropped} more such lines above`] : [...this.kept];
  }
}
