/** The JSON reports of npm test's vitest lanes (scripts/test.ts): where each goes, and one made of them all. */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/** `--outputFile=x` or `--outputFile x`: the file, and the arguments without it. */
export function takeOutputFile(args: string[]): { outputFile?: string; rest: string[] } {
  const rest: string[] = [];
  let outputFile: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg.startsWith('--outputFile=')) outputFile = arg.slice('--outputFile='.length);
    else if (arg === '--outputFile') outputFile = args[(i += 1)];
    else rest.push(arg);
  }
  return { outputFile, rest };
}

interface JsonReport {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTestSuites: number;
  numPassedTestSuites: number;
  numFailedTestSuites: number;
  numPendingTestSuites: number;
  startTime: number;
  success: boolean;
  testResults: unknown[];
}

const COUNTS = ['numTotalTests', 'numPassedTests', 'numFailedTests', 'numPendingTests', 'numTodoTests', 'numTotalTestSuites', 'numPassedTestSuites', 'numFailedTestSuites', 'numPendingTestSuites'] as const;

/** One report of every lane's: counts added, results joined; a lane that wrote none counts as a failure. */
export function mergeReports(files: string[], target: string): void {
  const reports = files.map((file) => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as JsonReport) : undefined));
  const written = reports.filter((report): report is JsonReport => report !== undefined);
  const merged = { ...written[0], testResults: written.flatMap((report) => report.testResults), success: written.length === files.length && written.every((report) => report.success) } as JsonReport;
  for (const count of COUNTS) merged[count] = written.reduce((sum, report) => sum + (report[count] ?? 0), 0);
  merged.startTime = written.length ? Math.min(...written.map((report) => report.startTime)) : Date.now();
  writeFileSync(target, JSON.stringify(merged));
  for (const file of files) rmSync(file, { force: true });
}
