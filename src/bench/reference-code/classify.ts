/**
 * Reads which task a prompt is about, and its node parameters, from GraphInstruct wording or
 * from the marker the test double itself put into the refined question.
 */
import type { TaskParams } from '../../graph/formats/format.js';
import { asNodeId } from '../datasets/labels.js';
import type { KnownTask } from '../tasks.js';
import { GTOOLS_WORDING, type GToolsTask } from './gtools-programs.js';

/** A task and its parameters, as read from a prompt. */
export interface Classified {
  task: KnownTask | GToolsTask;
  params: TaskParams;
}

/** The marker the double appends to refined questions: `(reference task: flow; source=4; target=7)`. */
export function marker(c: Classified): string {
  const parts = Object.entries(c.params).map(([k, v]) => `${k}=${v}`);
  return `(reference task: ${[c.task, ...parts].join('; ')})`;
}

const MARKER = /\(reference task: ([a-z-]+)((?:; [a-z]+=[^;)]+)*)\)/;

/** Keyword rules in priority order (the first match wins); GraphInstruct preambles first. */
const RULES: [RegExp, KnownTask][] = [
  [/subgraph G'|G' present/i, 'substructure'],
  [/hamiltonian path/i, 'hamilton'],
  [/topolog/i, 'topology'],
  [/bipartite/i, 'bipartite'],
  [/maximum flow/i, 'flow'],
  [/three (?:interconnected )?nodes|triangle/i, 'triplet'],
  [/shortest path/i, 'shortest'],
  [/in-degree|indegree/i, 'indegree'],
  [/out-degree|outdegree/i, 'outdegree'],
  [/\bcycle\b/i, 'cycle'],
  [/path between|connected/i, 'connectivity'],
];

/** The last match: GraphInstruct preambles say "from node i to node j" before the real question. */
function last(text: string, re: RegExp): RegExpMatchArray | undefined {
  return [...text.matchAll(new RegExp(re.source, 'gi'))].at(-1);
}

function readParams(text: string): TaskParams {
  const p: TaskParams = {};
  const pair =
    last(text, /from node (\w+) to node (\w+)/) ??
    last(text, /between node (\w+) and node (\w+)/) ??
    // GTools: source_node=0 , sink_node=3 / path_source=… , path_target=… / edge_source=… , edge_target=…
    last(text, /\w*source\w*=(\w+)\s*,\s*\w*(?:target|sink)\w*=(\w+)/);
  if (pair) {
    p.source = asNodeId(pair[1]!);
    p.target = asNodeId(pair[2]!);
  }
  const node = last(text, /degree of node (\w+)/) ?? last(text, /\bnode=(\w+)/);
  if (node) p.node = asNodeId(node[1]!);
  return p;
}

/** The task and parameters of `text`, or undefined when no rule matches. */
export function classify(text: string): Classified | undefined {
  const m = text.match(MARKER);
  if (m) {
    const params: TaskParams = {};
    for (const kv of m[2]!.split('; ').filter(Boolean)) {
      const [k, v] = kv.split('=') as [keyof TaskParams, string];
      if (k === 'k') params.k = Number(v);
      else params[k] = asNodeId(v);
    }
    return { task: m[1] as KnownTask | GToolsTask, params };
  }
  // GTools prompts name their task after "The task is:"; their wording differs from GraphInstruct's.
  const gtools = text.match(/The task is:(.*)/s)?.[1];
  const rule = gtools ? GTOOLS_WORDING.find(([re]) => re.test(gtools)) : RULES.find(([re]) => re.test(text));
  return rule ? { task: rule[1], params: readParams(text) } : undefined;
}
