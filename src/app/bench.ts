/**
 * Benchmark runs as use cases: run a method over a dataset (results appended as they finish, then
 * the report), or rebuild the report of a finished run directory.
 */

import { type ReportFiles, writeReport } from '../bench/report/write-report.js';
import { type BenchSession, type BenchSessionOptions, runBenchSession } from '../bench/run/bench-session.js';

export type { BenchSession, BenchSessionOptions, ReportFiles };

/** Runs a benchmark and writes its report. */
export function runBenchmark(options: BenchSessionOptions): Promise<BenchSession> {
  return runBenchSession(options);
}

/** Rebuilds the report of the run in `outDir` from its run.json and results.jsonl. */
export function benchReport(outDir: string): Promise<ReportFiles> {
  return writeReport(outDir);
}
