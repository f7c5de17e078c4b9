/**
 * `grraf load <file>`: parse a graph file, load it into a store, print what was loaded.
 */
import type { Command } from 'commander';
// Types only: the load use case is imported when the command runs, not when it is registered.
import type { GraphCounts, LoadReport } from '../../app/load.js';
import type { FormatName } from '../../graph/formats/index.js';
import { formatNames } from '../../graph/formats/index.js';
import { loadProgressPrinter, type ProgressOutput } from '../load-progress.js';
import { addStoreOption, type StoreOptions } from '../store-from-options.js';

/** Options of `grraf load`. */
export interface LoadFlags extends StoreOptions {
  format?: string;
  json?: boolean;
}

/** Loads `file` as the flags say (the CLI's call of the load use case). */
export async function runLoad(
  file: string,
  flags: LoadFlags = {},
  progress?: ProgressOutput,
): Promise<LoadReport> {
  const { loadGraph } = await import('../../app/load.js');
  const printer = progress ? loadProgressPrinter(file, progress) : undefined;
  try {
    return await loadGraph({
      file,
      ...(flags.format ? { format: flags.format as FormatName } : {}),
      ...(flags.store ? { store: flags.store } : {}),
      ...(printer ? { onProgress: printer.onProgress } : {}),
    });
  } finally {
    printer?.end();
  }
}

/** The human-readable form of a load report. */
export function formatLoadReport(r: LoadReport): string {
  const lines = [
    `${r.file}: ${r.format}, loaded into the ${r.store} store in ${r.loadMs} ms`,
    `graph: ${countsLine(r.graph)}`,
  ];
  if (r.graphPrime) lines.push(`graph G': ${countsLine(r.graphPrime)}`);
  lines.push(`warnings: ${r.warnings.count}`);
  for (const w of r.warnings.first) {
    lines.push(`  ${w.line === undefined ? '' : `line ${w.line}: `}${w.message}`);
  }
  if (r.warnings.count > r.warnings.first.length) {
    lines.push(
      `  ... and ${r.warnings.count - r.warnings.first.length} more (--json lists the first ${r.warnings.first.length})`,
    );
  }
  if (r.question !== undefined) lines.push(`question: ${r.question}`);
  if (r.params !== undefined) {
    const params = Object.entries(r.params).map(([k, v]) => `${k}=${JSON.stringify(v)}`);
    lines.push(`params: ${params.length > 0 ? params.join(', ') : 'none'}`);
  }
  return lines.join('\n');
}

function countsLine(c: GraphCounts): string {
  const kind = [c.directed ? 'directed' : 'undirected', c.weighted ? 'weighted' : 'unweighted'];
  if (c.nodeWeighted) kind.push('node-weighted');
  if (c.multi) kind.push('multigraph');
  const labels = c.labels.map((l) => `${l.label} (${l.count})`).join(', ') || 'none';
  const types = c.relationshipTypes.map((t) => `${t.type} (${t.count})`).join(', ') || 'none';
  return `${c.nodes} nodes, ${c.edges} edges, ${kind.join(', ')}; labels: ${labels}; relationship types: ${types}`;
}

/** Registers `grraf load`. */
export function register(program: Command): void {
  const command = program
    .command('load')
    .description('parse a graph file, load it into a store and print what was loaded')
    .argument('<file>', 'graph file')
    .option('-f, --format <format>', `input format, detected when absent: ${formatNames().join(', ')}`)
    .option('--json', 'print the report as JSON');
  addStoreOption(command).action(async (file: string, options: LoadFlags) => {
    // Progress only on a terminal: scripts reading stderr get the one-line error or nothing.
    const terminal = process.stderr.isTTY
      ? { write: (t: string) => void process.stderr.write(t), now: () => performance.now() }
      : undefined;
    const report = await runLoad(file, options, terminal);
    console.log(options.json ? JSON.stringify(report, null, 2) : formatLoadReport(report));
  });
}
