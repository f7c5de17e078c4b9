/**
 * Step 7 — when the loop fails, ask the model directly with the original question Q. The graph then
 * has to be in the prompt, so this is bounded by a token budget: above it, answer "could not compute"
 * with the reason instead of sending a huge graph.
 */
import { type GraphData, nodeKey } from '../../graph/model.js';
import { complete } from '../../llm/complete.js';
import type { LlmContext } from '../../llm/llm-runtime.js';
import { cleanReply } from '../extract-code.js';
import type { AnswerValue } from '../solution.js';
import type { GraphInput } from './graph-input.js';
import { renderPrompt } from './prompts.js';

/** A rough token count: about four characters a token for English and graph text. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** Roughly how many characters one edge takes when serialized, used before exporting a store. */
const CHARS_PER_EDGE = 12;

export type DirectOutcome = { ok: true; answer: AnswerValue } | { ok: false; reason: string };

/** Step 7: the direct answer, or why none was asked for. */
export async function directAnswer(
  ctx: LlmContext,
  input: GraphInput,
  answerFormat: string,
  budgetTokens: number,
): Promise<DirectOutcome> {
  const question = await directQuestion(input, budgetTokens);
  if (typeof question !== 'string') return question;
  const { text } = await complete(ctx, {
    step: 'fallback',
    // No system prompt: the shared one says the graph is never shown, which is untrue here.
    prompt: renderPrompt('fallback', { question, answer_format: answerFormat }),
  });
  const answer = parseDirectAnswer(text);
  return answer === undefined ? { ok: false, reason: 'the direct answer was empty' } : { ok: true, answer };
}

/** Q with the graph inside: as the user wrote it, or the question plus the serialized graph. */
export async function directQuestion(
  input: GraphInput,
  budgetTokens: number,
): Promise<string | { ok: false; reason: string }> {
  const over = (tokens: number) => ({
    ok: false as const,
    reason: `the graph is too large to send to the model directly (about ${tokens} tokens, budget ${budgetTokens})`,
  });
  if (input.source === 'question') {
    const tokens = estimateTokens(input.original);
    return tokens > budgetTokens ? over(tokens) : input.original;
  }
  let graph = input.graph;
  if (!graph && input.store) {
    // Check the size from the schema first, so a huge store is never exported just to be refused.
    const schema = await input.store.schema();
    const guess = Math.ceil((schema.edgeCount * CHARS_PER_EDGE) / 4);
    if (guess > budgetTokens) return over(guess);
    graph = await input.store.export();
  }
  if (!graph) return { ok: false, reason: 'no graph to send' };
  let text = `${input.question}\n\nG: ${serializeGraph(graph)}`;
  if (input.graphPrime) text += `\nG_prime: ${serializeGraph(input.graphPrime)}`;
  const tokens = estimateTokens(text);
  return tokens > budgetTokens ? over(tokens) : text;
}

/** GraphInstruct-style text: `directed graph, nodes 0, 1, 2; edges (0->1,5) (1->2)`. */
export function serializeGraph(g: GraphData): string {
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

/** The answer of a direct reply: its `ANSWER:` line, else the text after the last `###`, else its last line. */
export function parseDirectAnswer(reply: string): AnswerValue | undefined {
  const text = cleanReply(reply);
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const tagged = [...lines].reverse().find((l) => /^\W*answer\W*:/i.test(l.trim()));
  let raw = tagged?.replace(/^\W*answer\W*:/i, '');
  if (raw === undefined && text.includes('###')) raw = text.slice(text.lastIndexOf('###') + 3);
  raw ??= lines[lines.length - 1];
  return raw === undefined || raw.trim() === '' ? undefined : parseAnswerValue(raw);
}

/** "12" → 12, "true" → true, "[1, 2]" → [1, 2]; anything else stays a trimmed string. */
export function parseAnswerValue(raw: string): AnswerValue {
  const t = raw
    .trim()
    .replace(/^\*+|\*+$/g, '')
    .replace(/\.$/, '')
    .trim();
  if (/^-?\d+(\.\d+)?$/.test(t)) return Number(t);
  if (/^(true|false)$/i.test(t)) return t.toLowerCase() === 'true';
  if (/^[[{]/.test(t)) {
    try {
      return JSON.parse(t) as AnswerValue;
    } catch {
      // Not JSON (e.g. Python's single quotes): keep the text.
    }
  }
  return t;
}
