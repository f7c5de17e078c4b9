/**
 * The graph as prompt text, for the methods that put the graph itself in front of the model (the
 * direct baseline, GRRAF's fallback). Bounded by a token budget: above it the caller says "could
 * not compute" with the reason instead of sending a huge graph.
 */
import type { GraphData } from '../../graph/model.js';
import { nodeKey } from '../../graph/model.js';
import type { GraphInput } from './graph-input.js';

/** A rough token count: about four characters a token for English and graph text. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** Roughly how many characters one edge takes when serialized, used before exporting a store. */
const CHARS_PER_EDGE = 12;

/** The question with its graph, or why it cannot be sent. */
export type GraphPrompt = { ok: true; text: string } | { ok: false; reason: string };

/**
 * Q with the graph inside: as the user wrote it (a graph written in the question), the task's own
 * drawing of the graph (`graphText`), or the question plus the serialized graph.
 */
export async function questionWithGraph(
  input: GraphInput,
  budgetTokens: number,
  graphText?: string,
): Promise<GraphPrompt> {
  const fits = (text: string): GraphPrompt => {
    const tokens = estimateTokens(text);
    return tokens > budgetTokens ? overBudget(tokens, budgetTokens) : { ok: true, text };
  };
  if (input.source === 'question') return fits(input.original);
  if (graphText !== undefined) return fits(`${input.question}\n\n${graphText}`);
  let graph = input.graph;
  if (!graph && input.store) {
    // Check the size from the schema first, so a huge store is never exported just to be refused.
    const schema = await input.store.schema();
    const guess = Math.ceil((schema.edgeCount * CHARS_PER_EDGE) / 4);
    if (guess > budgetTokens) return overBudget(guess, budgetTokens);
    graph = await input.store.export();
  }
  if (!graph) return { ok: false, reason: 'no graph to send' };
  let text = `${input.question}\n\nG: ${serializeGraph(graph)}`;
  if (input.graphPrime) text += `\nG_prime: ${serializeGraph(input.graphPrime)}`;
  return fits(text);
}

function overBudget(tokens: number, budget: number): GraphPrompt {
  return {
    ok: false,
    reason: `the graph is too large to send to the model directly (about ${tokens} tokens, budget ${budget})`,
  };
}

/**
 * A graph as text. Plain graphs (no labels, types or properties) in GraphInstruct style:
 * `directed graph, nodes 0, 1, 2; edges (0->1,5) (1->2)`. Property graphs one node and one edge
 * per line: `n1 :Person {"name": "Ada"}` and `n1 -[:KNOWS {"since": 2001}]-> n2`.
 */
export function serializeGraph(g: GraphData): string {
  return isPlain(g) ? plainText(g) : propertyText(g);
}

function isPlain(g: GraphData): boolean {
  const bare = (p: object) => Object.keys(p).length === 0;
  return (
    g.nodes.every((n) => n.labels.length === 0 && bare(n.properties)) &&
    g.edges.every((e) => e.type === undefined && bare(e.properties))
  );
}

function plainText(g: GraphData): string {
  const arrow = g.directed ? '->' : ',';
  const nodes = g.nodes.map((n) =>
    n.weight === undefined ? nodeKey(n.id) : `${nodeKey(n.id)}[${n.weight}]`,
  );
  const edges = g.edges.map(
    (e) =>
      `(${nodeKey(e.source)}${arrow}${nodeKey(e.target)}${e.weight === undefined ? '' : `,${e.weight}`})`,
  );
  return `${g.directed ? 'directed' : 'undirected'} graph, nodes ${nodes.join(', ')}; edges ${edges.join(' ')}`;
}

function propertyText(g: GraphData): string {
  const props = (p: Record<string, unknown>, weight: number | undefined) => {
    const all = weight === undefined ? p : { ...p, weight };
    return Object.keys(all).length === 0 ? '' : ` ${JSON.stringify(all)}`;
  };
  const arrow = g.directed ? '->' : '-';
  const lines = [
    `${g.directed ? 'directed' : 'undirected'} graph, ${g.nodes.length} nodes, ${g.edges.length} edges`,
    'nodes:',
  ];
  for (const n of g.nodes) {
    lines.push(`${nodeKey(n.id)}${n.labels.map((l) => ` :${l}`).join('')}${props(n.properties, n.weight)}`);
  }
  lines.push('edges:');
  for (const e of g.edges) {
    const type = e.type === undefined ? '' : `:${e.type}`;
    lines.push(
      `${nodeKey(e.source)} -[${type}${props(e.properties, e.weight)}]${arrow} ${nodeKey(e.target)}`,
    );
  }
  return lines.join('\n');
}
