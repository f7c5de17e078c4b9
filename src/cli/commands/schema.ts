/**
 * `grraf schema <file>`: the schema of a graph file as the store reports it, in the compact text
 * form prompts use, or as JSON.
 */
import type { Command } from 'commander';
import { formatNames } from '../../graph/formats/index.js';
import type { GraphSchema } from '../../graph/schema.js';
import { buildSchema } from '../../graph/schema-builder.js';
import { formatSchemaText } from '../../graph/schema-text.js';
import { addStoreOption, existingStoreFromOptions } from '../store-from-options.js';
import { type GraphFileOptions, withLoadedGraph } from '../with-loaded-graph.js';

/** Options of `grraf schema`. */
export interface SchemaCommandOptions extends GraphFileOptions {
  json?: boolean;
}

/** What `grraf schema --json` prints. */
export interface SchemaReport {
  file: string;
  format: string;
  store: string;
  schema: GraphSchema;
  /** The second graph G' of two-graph questions. */
  schemaPrime?: GraphSchema;
}

/**
 * Loads `file` and returns its schema (and G''s); throws GrrafError on bad input. Without a file,
 * reports the graph a persistent `--store` (e.g. embedded:<dir>) already holds.
 */
export async function runSchema(
  file: string | undefined,
  options: SchemaCommandOptions = {},
): Promise<SchemaReport> {
  if (file === undefined) {
    const store = await existingStoreFromOptions(options);
    try {
      return { file: options.store ?? '', format: 'store', store: store.kind, schema: await store.schema() };
    } finally {
      await store.close();
    }
  }
  return withLoadedGraph(file, options, async ({ parsed, store }) => {
    const report: SchemaReport = {
      file,
      format: parsed.format,
      store: store.kind,
      schema: await store.schema(),
    };
    if (parsed.graphPrime) report.schemaPrime = buildSchema(parsed.graphPrime);
    return report;
  });
}

/** The text form: the schema text, then G''s under its own heading. */
export function formatSchemaReport(r: SchemaReport): string {
  const text = formatSchemaText(r.schema);
  return r.schemaPrime ? `${text}\n\nSecond graph G':\n${formatSchemaText(r.schemaPrime)}` : text;
}

/** Registers `grraf schema`. */
export function register(program: Command): void {
  const command = program
    .command('schema')
    .description('print the schema of a graph file (the compact form prompts include)')
    .argument('[file]', 'graph file (omit to read the graph a persistent --store holds)')
    .option('-f, --format <format>', `input format, detected when absent: ${formatNames().join(', ')}`)
    .option('--json', 'print the schema as JSON');
  addStoreOption(command).action(async (file: string | undefined, options: SchemaCommandOptions) => {
    const report = await runSchema(file, options);
    console.log(options.json ? JSON.stringify(report, null, 2) : formatSchemaReport(report));
  });
}
