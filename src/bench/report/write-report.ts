/**
 * Writes report.md, report.json and report.html into a run directory, from its run.json and
 * results.jsonl alone (so `grraf bench report DIR` rebuilds it at any time).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readResults } from '../run/results-file.js';
import { RUN_FILES, readRunMeta } from '../run/run-bench.js';
import { renderHtml } from './html.js';
import { renderMarkdown } from './markdown.js';
import { type RunSummary, summarize } from './summary.js';

/** Paths of the written report files. */
export interface ReportFiles {
  markdown: string;
  json: string;
  html: string;
  summary: RunSummary;
}

/** Reads a run directory and writes its reports. */
export async function writeReport(outDir: string): Promise<ReportFiles> {
  const meta = await readRunMeta(outDir);
  const { results } = await readResults(join(outDir, RUN_FILES.results));
  const summary = summarize(meta, results);
  const md = renderMarkdown(summary);
  const files = {
    markdown: join(outDir, 'report.md'),
    json: join(outDir, 'report.json'),
    html: join(outDir, 'report.html'),
  };
  await writeFile(files.markdown, md);
  await writeFile(files.json, `${JSON.stringify(summary, null, 1)}\n`);
  await writeFile(files.html, renderHtml(summary, md));
  return { ...files, summary };
}
