/**
 * The graphs a program sees: `G` (and `G_prime` for two-graph tasks) for JavaScript and Python;
 * Cypher programs query the store instead.
 */
import type { ExecInput, ExecLanguage } from '../../exec/executor.js';
import type { GraphData } from '../../graph/model.js';
import type { GraphInput } from './graph-input.js';
import type { SchemaStep } from './schema-step.js';

/** G (and G_prime) as the program sees them; {} for Cypher. */
export async function programGraphs(
  input: GraphInput,
  schema: SchemaStep,
  language: ExecLanguage,
): Promise<ExecInput['graphs']> {
  if (language === 'cypher') return {};
  return graphsInHand(input) ?? withPrime(await schema.store.export(), input);
}

/** G (and G_prime) when the graph came as data, not only in a store; the objects programs get. */
export function graphsInHand(input: GraphInput): ExecInput['graphs'] | undefined {
  return input.graph ? withPrime(input.graph, input) : undefined;
}

function withPrime(G: GraphData, input: GraphInput): ExecInput['graphs'] {
  return input.graphPrime ? { G, G_prime: input.graphPrime } : { G };
}
