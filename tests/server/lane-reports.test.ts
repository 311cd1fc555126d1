import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeReports, takeOutputFile } from '../../scripts/lib/lane-reports';

const report = (passed: number, failed: number, success: boolean, startTime: number) => ({
  numTotalTests: passed + failed, numPassedTests: passed, numFailedTests: failed, numPendingTests: 0, numTodoTests: 0,
  numTotalTestSuites: 1, numPassedTestSuites: success ? 1 : 0, numFailedTestSuites: success ? 0 : 1, numPendingTestSuites: 0,
  startTime, success, testResults: [{ name: `lane-${passed}` }],
});

describe("npm test's lane reports", () => {
  it('takes --outputFile in either spelling and passes every other argument on', () => {
    expect(takeOutputFile(['--reporter=json', '--outputFile=out.json', '--bail'])).toEqual({ outputFile: 'out.json', rest: ['--reporter=json', '--bail'] });
    expect(takeOutputFile(['--outputFile', 'a.json', 'tests/engine'])).toEqual({ outputFile: 'a.json', rest: ['tests/engine'] });
    expect(takeOutputFile(['--reporter=default'])).toEqual({ outputFile: undefined, rest: ['--reporter=default'] });
  });

  it('adds the counts of every lane, joins their results, and removes the lane files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lanes-'));
    const files = [join(dir, 'a.json'), join(dir, 'b.json')];
    writeFileSync(files[0], JSON.stringify(report(10, 0, true, 200)));
    writeFileSync(files[1], JSON.stringify(report(5, 2, false, 100)));
    mergeReports(files, join(dir, 'all.json'));
    const merged = JSON.parse(readFileSync(join(dir, 'all.json'), 'utf8'));
    expect(merged).toMatchObject({ numPassedTests: 15, numFailedTests: 2, numTotalTests: 17, startTime: 100, success: false });
    expect(merged.testResults).toHaveLength(2);
    expect(files.some((file) => existsSync(file))).toBe(false);
  });

  it('counts a lane that wrote no report as a failed run', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lanes-'));
    writeFileSync(join(dir, 'a.json'), JSON.stringify(report(3, 0, true, 100)));
    mergeReports([join(dir, 'a.json'), join(dir, 'missing.json')], join(dir, 'all.json'));
    expect(JSON.parse(readFileSync(join(dir, 'all.json'), 'utf8'))).toMatchObject({ numPassedTests: 3, success: false });
    mergeReports([join(dir, 'none.json')], join(dir, 'empty.json'));
    expect(JSON.parse(readFileSync(join(dir, 'empty.json'), 'utf8'))).toMatchObject({ numPassedTests: 0, success: false });
  });
});
