/**
 * The server's load scenario, shared by the load test and `npm run bench:serve`: a seeded random
 * graph uploaded once, N distinct questions ("What is the degree of node k?") sent at once over
 * HTTP on 127.0.0.1 (half as JSON, half as server-sent events), answered by a scripted model whose
 * program for each question names that question's node. Each result is checked against the degree
 * graphology computes, so a lost, failed or mixed-up result is counted.
 */
import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { MockLanguageModelV3 } from 'ai/test';
import { toGraphology } from '../../graph/graphology.js';
import type { GraphData } from '../../graph/model.js';
import { createLlmRuntime, type LlmRuntime } from '../../llm/index.js';
import { type ScriptedResponse, scriptedModel } from '../../llm/test-support/index.js';
import { LEAN_COMPILE, leanCompile, PHRASE } from '../../methods/grraf/test-support/scripted-replies.js';
import { mulberry32 } from '../../util/mulberry32.js';
import { postSse } from './sse-client.js';

/** A seeded random undirected graph as node-link JSON, and the graph itself. */
export function loadGraph(nodes: number, edges: number, seed: number): { text: string; data: GraphData } {
  const rng = mulberry32(seed);
  const seen = new Set<string>();
  const links: { source: number; target: number }[] = [];
  while (links.length < edges) {
    const a = Math.floor(rng() * nodes);
    const b = Math.floor(rng() * nodes);
    const key = a < b ? `${a}|${b}` : `${b}|${a}`;
    if (a === b || seen.has(key)) continue;
    seen.add(key);
    links.push({ source: a, target: b });
  }
  const json = {
    directed: false,
    multigraph: false,
    graph: {},
    nodes: Array.from({ length: nodes }, (_, id) => ({ id })),
    links,
  };
  const data: GraphData = {
    directed: false,
    nodes: json.nodes.map((n) => ({ id: n.id, labels: [], properties: {} })),
    edges: links.map((l) => ({ source: l.source, target: l.target, properties: {} })),
  };
  return { text: JSON.stringify(json), data };
}

const question = (k: number) => `What is the degree of node ${k}?`;

/** A runtime whose model answers each of the `n` questions with its own program, after `delayMs`. */
export function loadRuntime(
  n: number,
  delayMs: (rng: () => number) => number = () => 0,
  seed = 1,
): LlmRuntime {
  const script: ScriptedResponse[] = [{ match: PHRASE, text: 'That is its degree.', repeat: true }];
  for (let k = 0; k < n; k++) {
    const mine = (p: string) => p.includes(question(k));
    script.push(
      leanCompile(`answer = degree(G, '${k}');`, {
        question: question(k),
        answerFormat: 'an integer',
        match: (p) => mine(p) && LEAN_COMPILE.test(p),
        repeat: true,
      }),
    );
  }
  const model = scriptedModel(script);
  const rng = mulberry32(seed);
  const slow = new MockLanguageModelV3({
    doGenerate: async (call: LanguageModelV3CallOptions) => {
      const ms = delayMs(rng);
      if (ms > 0) await new Promise((r) => setTimeout(r, ms));
      return model.doGenerate(call);
    },
  });
  return createLlmRuntime({
    model: slow,
    label: 'scripted load model (test double)',
    limits: { maxRetries: 0, concurrency: 64 },
  });
}

/** What one load run found. */
export interface LoadReport {
  sent: number;
  answered: number;
  /** Results that failed, were lost, or carried another question's run or answer. */
  wrong: string[];
  latenciesMs: number[];
  wallMs: number;
}

/** Uploads the graph, sends the `n` questions at once, and checks every result. */
export async function runLoad(
  baseUrl: string,
  graph: { text: string; data: GraphData },
  n: number,
): Promise<LoadReport> {
  const upload = await fetch(`${baseUrl}/api/graphs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'load.json', text: graph.text }),
  });
  const { id: graphId } = (await upload.json()) as { id: string };
  const g = toGraphology(graph.data);
  const wrong: string[] = [];
  const latenciesMs: number[] = [];
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: n }, async (_, k) => {
      const t = performance.now();
      const body = { question: question(k), graphId };
      const run = k % 2 === 0 ? await askJson(baseUrl, body) : await askSse(baseUrl, body);
      latenciesMs.push(performance.now() - t);
      return { k, run };
    }),
  );
  const ids = new Set<string>();
  for (const { k, run } of results) {
    const expected = g.degree(String(k));
    const prompts = (run?.steps ?? [])
      .filter((s: { kind: string }) => s.kind === 'llm')
      .map((s: { messages: { content: string }[] }) => s.messages.map((m) => m.content).join('\n'));
    const foreign = prompts.some((p: string) => /degree of node (\d+)\?/.exec(p)?.[1] !== String(k));
    if (!run) wrong.push(`question ${k}: no result`);
    else if (run.status !== 'answered')
      wrong.push(`question ${k}: ${run.status} ${JSON.stringify(run.error ?? run.solution?.error)}`);
    else if (run.question !== question(k) || run.solution.answer !== expected || foreign) {
      wrong.push(
        `question ${k}: got ${JSON.stringify(run.solution.answer)} for "${run.question}", expected ${expected}`,
      );
    } else if (ids.has(run.id)) wrong.push(`question ${k}: run id ${run.id} reused`);
    ids.add(run?.id);
  }
  return { sent: n, answered: n - wrong.length, wrong, latenciesMs, wallMs: performance.now() - started };
}

// biome-ignore lint/suspicious/noExplicitAny: a run as the API sends it
async function askJson(baseUrl: string, body: unknown): Promise<any> {
  const res = await fetch(`${baseUrl}/api/ask`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json();
}

// biome-ignore lint/suspicious/noExplicitAny: a run as the API sends it
async function askSse(baseUrl: string, body: unknown): Promise<any> {
  const { events } = await postSse(`${baseUrl}/api/ask`, body);
  const end = events.find((e) => e.event === 'end')?.data;
  const steps = events.filter((e) => e.event === 'step').map((e) => e.data);
  // The streamed steps must be the run's own, in order.
  if (end && JSON.stringify(steps) !== JSON.stringify(end.steps))
    return { ...end, status: 'streamed steps differ from the run' };
  return end;
}
