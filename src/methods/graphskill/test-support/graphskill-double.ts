/**
 * The GraphSkill test double: a LanguageModel that answers GraphSkill's prompts for the tasks in
 * double-tasks.ts — retrieval prompts by keeping the entries on the way to the task's functions,
 * test prompts with tiny graphs it labels with the reference library, code prompts with the task's
 * first program, debugging prompts with the next one. It is NOT an LLM: runs with it measure the
 * pipeline (prompts, parsing, sandbox, tests, debugging, reuse, scoring), never a model's accuracy.
 * Its model id says so wherever it appears.
 */
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3GenerateResult,
} from '@ai-sdk/provider';
import { GrrafError } from '../../../errors.js';
import type { ProgramParam } from '../../../exec/executor.js';
import { toGraphology } from '../../../graph/graphology.js';
import type { GraphData } from '../../../graph/model.js';
import { readCallMeta } from '../../../llm/call-meta.js';
import { countTokens, promptText } from '../../../llm/test-support/index.js';
import { type DocTree, docLeaves } from '../../../retrieval/index.js';
import { mulberry32, type Rng, randInt } from '../../../util/mulberry32.js';
import type { AnswerValue } from '../../solution.js';
import { DOUBLE_TASKS, type DoubleTask } from './double-tasks.js';

/** The double's model id. */
export const GRAPHSKILL_DOUBLE_ID = 'graphskill-test-double';

/** The double, with the steps it was asked (for tests). */
export interface GraphSkillDouble extends LanguageModelV3 {
  readonly steps: string[];
}

/** A double answering for `tasks` over `tree` (the tree the method retrieves from). */
export function graphskillDouble(
  tree: DocTree,
  tasks: readonly DoubleTask[] = DOUBLE_TASKS,
): GraphSkillDouble {
  const steps: string[] = [];
  const generate = async (call: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> => {
    const text = promptText(call.prompt);
    const step = readCallMeta(call).step ?? 'unknown';
    steps.push(step);
    const reply = replyTo(step, text, tree, tasks);
    const input = countTokens(text);
    const output = countTokens(reply);
    return {
      content: [{ type: 'text', text: reply }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: {
        inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
        outputTokens: { total: output, text: output, reasoning: undefined },
      },
      warnings: [],
      response: { modelId: GRAPHSKILL_DOUBLE_ID },
    };
  };
  const model: LanguageModelV3 = {
    specificationVersion: 'v3',
    provider: 'grraf-test-double',
    modelId: GRAPHSKILL_DOUBLE_ID,
    supportedUrls: {},
    doGenerate: generate,
    doStream: async () => {
      throw new GrrafError(
        'unsupported',
        `${GRAPHSKILL_DOUBLE_ID} does not stream; wrap it with createLlmRuntime`,
      );
    },
  };
  return Object.assign(model, { steps });
}

function replyTo(step: string, text: string, tree: DocTree, tasks: readonly DoubleTask[]): string {
  if (step === 'phrase') return `The answer is ${/Computed answer:\s*(.*)/.exec(text)?.[1]?.trim() ?? '?'}.`;
  const task = tasks.find((t) => t.match.test(taskText(text)));
  if (!task) {
    throw new GrrafError('model', `${GRAPHSKILL_DOUBLE_ID}: no task of its table in this ${step} prompt`, {
      details: { prompt: text.slice(0, 2000) },
    });
  }
  if (step.startsWith('retrieval')) return JSON.stringify(selectEntries(text, tree, task, step));
  if (step === 'tests') return testsReply(text, task);
  if (step === 'code') return fence(task.programs[0]!);
  if (step === 'debug') return fence(nextProgram(text, task));
  throw new GrrafError('model', `${GRAPHSKILL_DOUBLE_ID}: no answer for step ${step}`);
}

/** The task part of a prompt: the <task> block, a debugging prompt's task, or a repair prompt's question. */
function taskText(text: string): string {
  return (
    /<task>([\s\S]*?)<\/task>/.exec(text)?.[1] ??
    /Task:\n([\s\S]*?)\n\nProgram:/.exec(text)?.[1] ??
    /Question: (.*)/.exec(text)?.[1] ??
    ''
  );
}

/** Entry numbers on the way to (branches) or at (documents) the task's functions. */
function selectEntries(text: string, tree: DocTree, task: DoubleTask, step: string): number[] {
  const wanted = docLeaves(tree)
    .filter((l) => task.functions.includes(l.qualifiedName ?? l.name))
    .map((l) => l.id.split('/').map((p) => decodeURIComponent(p)));
  const documents = step === 'retrieval-global-filter' || step === 'retrieval-screening';
  const kept: number[] = [];
  for (const m of text.matchAll(/^\[(\d+)\] (.+?): /gm)) {
    const path = m[2]!.split(' / ');
    const hit = wanted.some((w) =>
      documents ? w.join('/') === path.join('/') : path.every((part, i) => w[i] === part),
    );
    if (hit) kept.push(Number(m[1]));
  }
  return kept;
}

/** Test cases on tiny graphs of the prompt's kind, labeled with the reference library. */
function testsReply(text: string, task: DoubleTask): string {
  const kind =
    /receives the graph G \(an? (directed|undirected) graph with (weighted|unweighted) edges\)/.exec(text);
  const directed = kind?.[1] === 'directed';
  const weighted = kind?.[2] === 'weighted';
  const count = Number(/Write (\d+) different test cases/.exec(text)?.[1] ?? 4);
  const inputs = [...new Set([...text.matchAll(/params\.(\w+)/g)].map((m) => m[1]!))];
  const rng = mulberry32(count * 7919 + task.name.length);
  const cases = [];
  for (let draws = 0; cases.length < count && draws < 10 * count; draws++) {
    const graph = drawGraph(rng, directed, weighted, cases.length === 0);
    const params = drawInputs(rng, graph, inputs, task, text);
    let expected: AnswerValue;
    try {
      expected = task.label(toGraphology(graph), params);
    } catch {
      continue; // an input the task has no answer for: draw another
    }
    cases.push({
      nodes: graph.nodes.map((n) => n.id),
      edges: graph.edges.map((e) => [e.source, e.target, ...(weighted ? [e.weight!] : [])]),
      params,
      expected,
    });
  }
  if (task.inconsistentCopy && cases[0]) cases.push({ ...cases[0], expected: 'not what case 1 says' });
  const json = JSON.stringify({ answer_format: task.answerFormat, cases }, null, 1);
  return `Worked out each case on its graph.\n\`\`\`json\n${json}\n\`\`\``;
}

/** 3–7 nodes, edges at random; the first graph keeps its last node isolated. */
function drawGraph(rng: Rng, directed: boolean, weighted: boolean, isolated: boolean): GraphData {
  const n = randInt(rng, 3, 7);
  const linked = isolated ? n - 1 : n;
  const edges: GraphData['edges'] = [];
  for (let u = 0; u < linked; u++) {
    for (let v = directed ? 0 : u + 1; v < linked; v++) {
      if (u === v || rng() > 0.45) continue;
      edges.push({
        source: u,
        target: v,
        properties: {},
        ...(weighted ? { weight: randInt(rng, 1, 9) } : {}),
      });
    }
  }
  const nodes = Array.from({ length: n }, (_, id) => ({ id, labels: [], properties: {} }));
  return { directed, nodes, edges };
}

/** Distinct nodes for the node inputs; other inputs keep the value the prompt shows. */
function drawInputs(
  rng: Rng,
  graph: GraphData,
  inputs: string[],
  task: DoubleTask,
  text: string,
): Record<string, ProgramParam> {
  const free = graph.nodes.map((n) => n.id as number);
  const out: Record<string, ProgramParam> = {};
  for (const name of inputs) {
    if (task.nodeInputs.includes(name)) out[name] = free.splice(randInt(rng, 0, free.length - 1), 1)[0]!;
    else out[name] = Number(new RegExp(`${name} = (\\d+)`).exec(text)?.[1] ?? 1);
  }
  return out;
}

/** The program after the one the prompt shows (the last one repeats). */
function nextProgram(text: string, task: DoubleTask): string {
  // The last match: a later version may contain an earlier one's text.
  let shown = -1;
  task.programs.forEach((p, i) => {
    if (text.includes(p)) shown = i;
  });
  return task.programs[Math.min(shown + 1, task.programs.length - 1)]!;
}

function fence(code: string): string {
  return `\`\`\`javascript\n${code}\n\`\`\``;
}
