/**
 * Reads the test cases out of a model's reply: the JSON object holding `cases` (whole, fenced or
 * among prose, the last first; trailing commas tolerated), each case checked on its own. A case that cannot be used — no
 * edges, an endpoint or weight that is not valid, a missing input, an input node the graph lacks,
 * no expected answer — is dropped with the reason, naming its field (`cases[2].edges[1]`), and the
 * others are kept.
 */
import type { ProgramParam } from '../../../exec/executor.js';
import { GraphBuilder, toNodeId } from '../../../graph/formats/graph-builder.js';
import type { NodeId } from '../../../graph/model.js';
import { jsonValues } from '../../../llm/reply-text.js';
import type { AnswerValue } from '../../solution.js';
import type { DroppedCase, GraphShape, SelfTestCase, SelfTestSuite } from './self-test.js';

/** What the cases must provide. */
export interface CaseRequirements {
  shape: GraphShape;
  /** Inputs every case must give (the task's parameter names). */
  params: readonly string[];
  /** Inputs that name nodes (they must be nodes of the case's graph). */
  nodeParams: readonly string[];
}

/** The parsed reply, or undefined when it holds no JSON object with a `cases` list. */
export function parseTestReply(reply: string, req: CaseRequirements): SelfTestSuite | undefined {
  const data = readCasesObject(reply);
  if (!data) return undefined;
  const cases: SelfTestCase[] = [];
  const dropped: DroppedCase[] = [];
  (data.cases as unknown[]).forEach((raw, i) => {
    const read = readCase(raw, i, req);
    if (typeof read === 'string') dropped.push({ number: i + 1, reason: read });
    else cases.push(read);
  });
  const format = typeof data.answer_format === 'string' ? data.answer_format.trim() : '';
  return { cases, dropped, ...(format ? { answerFormat: format } : {}) };
}

/** The likeliest JSON object of the reply that has a `cases` array (llm/reply-text's order). */
function readCasesObject(reply: string): Record<string, unknown> | undefined {
  for (const v of jsonValues(reply)) if (isObject(v) && Array.isArray(v.cases)) return v;
  return undefined;
}

/** One case, or why it cannot be used. */
function readCase(raw: unknown, i: number, req: CaseRequirements): SelfTestCase | string {
  const at = `cases[${i}]`;
  if (!isObject(raw)) return `${at} is not an object`;
  if (!('expected' in raw) || raw.expected === undefined) return `${at}.expected is missing`;
  const graph = readGraph(raw, at, req.shape);
  if (typeof graph === 'string') return graph;
  const params = readParams(raw.params, at, req, graph.keys);
  if (typeof params === 'string') return params;
  return {
    number: i + 1,
    graph: graph.data,
    params,
    expected: raw.expected as AnswerValue,
    unordered: raw.unordered === true,
  };
}

function readGraph(raw: Record<string, unknown>, at: string, shape: GraphShape) {
  if (!Array.isArray(raw.edges)) return `${at}.edges is not a list`;
  const builder = new GraphBuilder({ directed: shape.directed, file: '<test cases>' });
  try {
    for (const [j, id] of (Array.isArray(raw.nodes) ? raw.nodes : []).entries()) {
      const node = readNodeId(id);
      if (node === undefined) return `${at}.nodes[${j}] is not a node id`;
      if (!builder.hasNode(node)) builder.declareNode(node);
    }
    for (const [j, edge] of (raw.edges as unknown[]).entries()) {
      const problem = addEdge(builder, edge, `${at}.edges[${j}]`, shape.weighted);
      if (problem) return problem;
    }
  } catch (e) {
    return `${at}: ${(e as Error).message}`;
  }
  const data = builder.result().graph;
  if (data.nodes.length === 0) return `${at} has an empty graph`;
  return { data, keys: new Set(data.nodes.map((n) => String(n.id))) };
}

/** Adds `[u, v]` or `[u, v, w]`; returns why it cannot. */
function addEdge(builder: GraphBuilder, edge: unknown, at: string, weighted: boolean): string | undefined {
  if (!Array.isArray(edge) || edge.length < 2 || edge.length > 3) return `${at} is not [u, v] or [u, v, w]`;
  const [u, v, w] = edge.map((x) => x as unknown);
  const source = readNodeId(u);
  const target = readNodeId(v);
  if (source === undefined || target === undefined) return `${at} has an endpoint that is not a node id`;
  if (weighted && (typeof w !== 'number' || !Number.isFinite(w))) return `${at} has no numeric weight`;
  builder.addEdge({
    source,
    target,
    properties: {},
    ...(weighted ? { weight: w as number } : {}),
  });
  return undefined;
}

function readParams(
  raw: unknown,
  at: string,
  req: CaseRequirements,
  nodes: ReadonlySet<string>,
): Record<string, ProgramParam> | string {
  const given = raw === undefined ? {} : raw;
  if (!isObject(given)) return `${at}.params is not an object`;
  const params: Record<string, ProgramParam> = {};
  for (const [key, value] of Object.entries(given)) {
    if (value !== null && !['string', 'number', 'boolean'].includes(typeof value))
      return `${at}.params.${key} is not a single value`;
    params[key] = value as ProgramParam;
  }
  for (const key of req.params) {
    if (!(key in params)) return `${at}.params.${key} is missing`;
    if (req.nodeParams.includes(key) && !nodes.has(String(params[key])))
      return `${at}.params.${key} (${String(params[key])}) is not a node of the case's graph`;
  }
  return params;
}

function readNodeId(v: unknown): NodeId | undefined {
  if (typeof v === 'number' && Number.isSafeInteger(v)) return v;
  if (typeof v === 'string' && v.trim() !== '') return toNodeId(v.trim());
  return undefined;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
