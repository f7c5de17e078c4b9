/**
 * The graphs a program sees: `G` (and `G_prime` for two-graph tasks) for JavaScript and Python;
 * Cypher programs query the store instead.
 */
import type { ExecInput, ExecLanguage } from '../../exec/executor.js';
import type { GraphInput } from './graph-input.js';
import type { SchemaStep } from './schema-step.js';

/** G (and G_prime) as the program sees them; {} for Cypher. */
export async function programGraphs(
  input: GraphInput,
  schema: SchemaStep,
  language: ExecLanguage,
): Promise<ExecInput['graphs']> {
  if (language === 'cypher') return {};
  const G = input.graph ?? (await schema.store.export());
  return input.graphPrime ? { G, G_prime: input.graphPrime } : { G };
}
