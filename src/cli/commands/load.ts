/**
 * `grraf load <file>`: parse a graph file, load it into a store, print what was loaded.
 */
import type { Command } from 'commander';
import type { TaskParams } from '../../graph/formats/index.js';
import { formatNames } from '../../graph/formats/index.js';
import type { GraphSchema } from '../../graph/schema.js';
import { buildSchema } from '../../graph/schema-builder.js';
import { addStoreOption } from '../store-from-options.js';
import { type GraphFileOptions, withLoadedGraph } from '../with-loaded-graph.js';

/** Options of `grraf load`. */
export interface LoadCommandOptions extends GraphFileOptions {
  json?: boolean;
}

/** The counts `grraf load` reports for one graph. */
export interface GraphCounts {
  nodes: number;
  edges: number;
  directed: boolean;
  weighted: boolean;
  nodeWeighted: boolean;
  multi: boolean;
  labels: { label: string; count: number }[];
  relationshipTypes: { type: string; count: number }[];
}

/** Everything `grraf load` reports (also its `--json` output). */
export interface LoadReport {
  file: string;
  format: string;
  store: string;
  loadMs: number;
  graph: GraphCounts;
  graphPrime?: GraphCounts;
  warnings: { count: number; first: { message: string; line?: number; column?: number }[] };
  question?: string;
  params?: TaskParams;
}

/** How many warnings are listed (all are counted). */
const WARNINGS_SHOWN = 5;

/** Loads `file` and returns the report; throws GrrafError on bad input. */
export async function runLoad(file: string, options: LoadCommandOptions = {}): Promise<LoadReport> {
  return withLoadedGraph(file, options, async ({ parsed, store, loaded }) => {
    const report: LoadReport = {
      file,
      format: parsed.format,
      store: store.kind,
      loadMs: Math.round(loaded.ms),
      graph: counts(await store.schema()),
      warnings: { count: parsed.warnings.length, first: parsed.warnings.slice(0, WARNINGS_SHOWN) },
    };
    if (parsed.graphPrime) report.graphPrime = counts(buildSchema(parsed.graphPrime));
    if (parsed.question !== undefined) report.question = parsed.question;
    if (parsed.params !== undefined) report.params = parsed.params;
    return report;
  });
}

function counts(s: GraphSchema): GraphCounts {
  return {
    nodes: s.nodeCount,
    edges: s.edgeCount,
    directed: s.directed,
    weighted: s.weighted,
    nodeWeighted: s.nodeWeighted,
    multi: s.multi,
    labels: s.nodeLabels.map((l) => ({ label: l.label, count: l.count })),
    relationshipTypes: s.relationshipTypes.map((r) => ({ type: r.type, count: r.count })),
  };
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
      `  ... and ${r.warnings.count - r.warnings.first.length} more (--json lists the first ${WARNINGS_SHOWN})`,
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
  addStoreOption(command).action(async (file: string, options: LoadCommandOptions) => {
    const report = await runLoad(file, options);
    console.log(options.json ? JSON.stringify(report, null, 2) : formatLoadReport(report));
  });
}
