/**
 * `grraf schema <file>`: the schema of a graph file as the store reports it, in the compact text
 * form prompts use, or as JSON.
 */
import type { Command } from 'commander';
import type { SchemaReport } from '../../app/schema.js';
import type { FormatName } from '../../graph/formats/index.js';
import { formatNames } from '../../graph/formats/index.js';
import { formatSchemaText } from '../../graph/schema-text.js';
import { addStoreOption, type StoreOptions } from '../store-from-options.js';

/** Options of `grraf schema`. */
export interface SchemaFlags extends StoreOptions {
  format?: string;
  json?: boolean;
}

/** The schema of `file`, or of the graph a persistent `--store` holds (the CLI's call of the use case). */
export async function runSchema(file: string | undefined, flags: SchemaFlags = {}): Promise<SchemaReport> {
  const { graphSchema } = await import('../../app/schema.js');
  return graphSchema({
    ...(file === undefined ? {} : { file }),
    ...(flags.format ? { format: flags.format as FormatName } : {}),
    ...(flags.store ? { store: flags.store } : {}),
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
  addStoreOption(command).action(async (file: string | undefined, options: SchemaFlags) => {
    const report = await runSchema(file, options);
    console.log(options.json ? JSON.stringify(report, null, 2) : formatSchemaReport(report));
  });
}
