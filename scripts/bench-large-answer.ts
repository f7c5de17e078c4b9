/**
 * Measures answers too large for a prompt (issue 28 §3) on the scale-10000 preset, with SCRIPTED
 * MODELS (test doubles, no real model): the variable-hop question of the preset's first graph
 * whose answer is largest, answered
 * - by graphwalk-hybrid, whose scripted model runs one program and names its result as the answer
 *   ("ANSWER: result of run_code run 1"), and
 * - by graphwalk, whose scripted model lists the source nodes (a result cut to the cap) and answers
 *   with the truth's pairs of the sources it saw: the most a walker that copies answers could list.
 *
 *   node --no-node-snapshot --import tsx scripts/bench-large-answer.ts (npm run bench:large-answer) [seed] [instances]
 */

import { benchQuestion } from '../src/bench/datasets/graphwalk/bench-dataset.js';
import { graphwalkQuestions } from '../src/bench/datasets/graphwalk/questions.js';
import { taskOf } from '../src/bench/run/run-question.js';
import { scoreItemsAnswer } from '../src/bench/scoring/score-sets.js';
import type { ItemsTruth } from '../src/bench/types.js';
import { createExecutor } from '../src/exec/index.js';
import { createLlmContext } from '../src/llm/llm-runtime.js';
import { countTokens, type ScriptedResponse, scriptedModel } from '../src/llm/test-support/index.js';
import { solveGraphwalk } from '../src/methods/graphwalk/graphwalk.js';
import { solveGraphwalkHybrid } from '../src/methods/graphwalk-hybrid/graphwalk-hybrid.js';
import type { Solution } from '../src/methods/solution.js';

const seed = Number(process.argv[2] ?? 1);
const started = performance.now();
const questions = graphwalkQuestions({
  preset: 'scale-10000',
  seed,
  graphs: 1,
  templates: ['variable_hop_path'],
  perTemplate: Number(process.argv[3] ?? 3),
});
const size = (q: (typeof questions)[number]) => (q.truth.kind === 'items' ? q.truth.items.length : 0);
const question = questions.reduce((a, b) => (size(b) > size(a) ? b : a));
const bench = benchQuestion(question);
const task = taskOf(bench);
const truth = bench.truth as ItemsTruth;
const generatedMs = performance.now() - started;
const p = question.params;
const pair = (item: string) => {
  const [source, target] = JSON.parse(item) as [string, string];
  return { source_node_key: source, target_node_key: target };
};
const fullJson = JSON.stringify(truth.items.map(pair));

// The variable-hop query (Table 6) as a program: targets reached in 1..n steps that have a further step.
const program = `
const out = [];
G.forEachNode((a, attrs) => {
  if (!attrs.labels.includes(${JSON.stringify(p.source_label)})) return;
  let frontier = new Set([a]);
  const reached = new Set();
  for (let d = 1; d <= ${Number(p.n)}; d++) {
    const next = new Set();
    for (const u of frontier) G.forEachOutNeighbor(u, (v) => next.add(v));
    for (const v of next) reached.add(v);
    frontier = next;
  }
  for (const b of reached) {
    if (!G.getNodeAttribute(b, 'labels').includes(${JSON.stringify(p.target_label)})) continue;
    if (G.outDegree(b) < (b === a ? 2 : 1)) continue;
    out.push({ source_node_key: attrs.key, target_node_key: G.getNodeAttribute(b, 'key') });
  }
});
answer = out;`;

function report(name: string, solution: Solution, prompts: string[], ms: number) {
  const score = scoreItemsAnswer(solution.answer, truth);
  const answered = Array.isArray(solution.answer) ? solution.answer.length : 0;
  const longest = Math.max(...prompts.map((x) => x.length));
  console.log(
    JSON.stringify({
      method: name,
      outcome: solution.outcome,
      ...(solution.error ? { error: solution.error.message.slice(0, 300) } : {}),
      rowsAnswered: answered,
      score,
      cutResults: solution.details.cutResults,
      saysIncomplete: /may be incomplete/.test(solution.text),
      modelCalls: prompts.length,
      longestPromptChars: longest,
      longestPromptTokens: Math.max(...prompts.map(countTokens)),
      ms: Math.round(ms),
    }),
  );
}

console.log(
  JSON.stringify({
    question: question.id,
    params: p,
    nodes: question.graph.nodes.length,
    edges: question.graph.edges.length,
    truthRows: truth.items.length,
    answerJsonChars: fullJson.length,
    answerTokens: countTokens(fullJson),
    generateMs: Math.round(generatedMs),
  }),
);

const js = createExecutor('js');
try {
  {
    const model = scriptedModel([
      { toolCalls: [{ toolName: 'run_code', input: { code: program } }] },
      { match: /\\?"run\\?":1,/, text: 'ANSWER: result of run_code run 1\nREADING: none' },
    ]);
    const t0 = performance.now();
    const solution = await solveGraphwalkHybrid(
      task,
      { llm: createLlmContext({ model }), executor: () => js },
      {
        phrase: false,
      },
    );
    report('graphwalk-hybrid (scripted model)', solution, model.prompts, performance.now() - t0);
  }
  {
    let seen: string[] = [];
    const listSources = {
      toolCalls: [
        {
          toolName: 'get_unique_property_values',
          input: { property_name: 'key', entity_name: String(p.source_label), entity_type: 'node' },
        },
      ],
    };
    const answer: ScriptedResponse = {
      match: (prompt) => {
        seen = [...prompt.matchAll(/\{\\?"values\\?":\\?"([^"\\]+)\\?"\}/g)].map((m) => m[1]!);
        return /showing \d+ of \d+/.test(prompt);
      },
      get text() {
        const from = new Set(seen);
        const rows = truth.items.map(pair).filter((r) => from.has(r.source_node_key));
        return `${JSON.stringify(rows)}\nREADING: none`;
      },
    };
    const model = scriptedModel([listSources, answer]);
    const t0 = performance.now();
    const solution = await solveGraphwalk(task, { llm: createLlmContext({ model }) }, { phrase: false });
    report('graphwalk (scripted model)', solution, model.prompts, performance.now() - t0);
  }
} finally {
  await js.close();
}
