/**
 * Test case generation (GraphSkill §4.2, Eq. 4): the model labels tiny graphs by reasoning on them
 * (it does that reliably on graphs of a few nodes), the reply is read case by case, and cases with
 * the same input but different labels are dropped. The model call is the trace step 'tests'; a note
 * of the same name lists the cases kept and the ones dropped with why — including a reply with
 * nothing usable, which leaves the program to be checked without tests.
 */
import type { ProgramParam } from '../../../exec/executor.js';
import { complete } from '../../../llm/complete.js';
import type { LlmContext } from '../../../llm/llm-runtime.js';
import { addNote } from '../../../trace/steps.js';
import { hintsBlock } from '../hints.js';
import { dropInconsistent } from './consistency.js';
import { type CaseRequirements, parseTestReply } from './parse-tests.js';
import { selfTestPrompts } from './prompts.js';
import type { GraphShape, SelfTestCase, SelfTestSuite } from './self-test.js';

/** The cases kept (as plain JSON) and the ones dropped with why: the payload of the 'tests' note. */
export interface TestsNote {
  answerFormat?: string | null;
  cases: ReturnType<typeof caseData>[];
  dropped: SelfTestSuite['dropped'];
}

declare module '../../../trace/trace.js' {
  interface TraceNotes {
    /** The self-test cases (or, with no payload, why there are none). */
    tests: TestsNote;
  }
}

/** GraphSkill's released code asks for at least 8 cases (MIN_CASES). */
export const DEFAULT_TEST_COUNT = 8;

/** What the cases are for. */
export interface TestRequest {
  /** The task as the model sees it (never the graph). */
  question: string;
  hints: readonly string[];
  shape: GraphShape;
  /** The task's inputs by name, with this instance's values (the names are what matters). */
  params: Readonly<Record<string, ProgramParam>>;
  /** Inputs that name nodes. */
  nodeParams: readonly string[];
  /** Documentation for the task as a prompt block ('' for none). */
  documents?: string;
  count?: number;
}

/** Asks for labeled cases and keeps the usable, consistent ones. */
export async function generateSelfTests(ctx: LlmContext, request: TestRequest): Promise<SelfTestSuite> {
  const { text } = await complete(ctx, { step: 'tests', prompt: testPrompt(request), temperature: 0 });
  const req: CaseRequirements = {
    shape: request.shape,
    params: Object.keys(request.params),
    nodeParams: request.nodeParams,
  };
  const parsed = parseTestReply(text, req);
  if (!parsed) {
    const suite: SelfTestSuite = { cases: [], dropped: [] };
    addNote(ctx.trace, 'tests', 'the reply held no JSON object with a list of cases: no usable tests', {
      data: { cases: [], dropped: [] },
      error: { code: 'parse', message: 'no test cases could be read from the reply' },
    });
    return suite;
  }
  const consistent = dropInconsistent(parsed.cases);
  const suite: SelfTestSuite = {
    cases: consistent.cases,
    dropped: [...parsed.dropped, ...consistent.dropped].sort((a, b) => a.number - b.number),
    ...(parsed.answerFormat ? { answerFormat: parsed.answerFormat } : {}),
  };
  noteSuite(ctx, suite);
  return suite;
}

function noteSuite(ctx: LlmContext, suite: SelfTestSuite): void {
  const kept = `${suite.cases.length} usable test case${suite.cases.length === 1 ? '' : 's'}`;
  const dropped = suite.dropped.map((d) => `dropped case ${d.number}: ${d.reason}`);
  const text = [
    `${kept}${dropped.length ? `, ${dropped.length} dropped` : ''}${suite.answerFormat ? ` (answer: ${suite.answerFormat})` : ''}`,
    ...suite.cases.map(caseLine),
    ...dropped,
  ].join('\n');
  const data: TestsNote = {
    answerFormat: suite.answerFormat ?? null,
    cases: suite.cases.map(caseData),
    dropped: suite.dropped,
  };
  addNote(
    ctx.trace,
    'tests',
    text,
    suite.cases.length === 0
      ? { data, error: { code: 'validation', message: 'no usable test case' } }
      : { data },
  );
}

/** A case as plain JSON: its graph as node ids and [source, target, weight?] edges. */
function caseData(c: SelfTestCase) {
  return {
    number: c.number,
    directed: c.graph.directed,
    nodes: c.graph.nodes.map((n) => n.id),
    edges: c.graph.edges.map((e) => [e.source, e.target, ...(e.weight === undefined ? [] : [e.weight])]),
    params: c.params,
    expected: c.expected,
    ...(c.unordered ? { unordered: true } : {}),
  };
}

/** `case 2: nodes [0, 1, 2], edges [[0, 1]], params {"node":1} → 1`. */
function caseLine(c: SelfTestCase): string {
  const edges = c.graph.edges.map(
    (e) => `[${[e.source, e.target, ...(e.weight === undefined ? [] : [e.weight])].join(', ')}]`,
  );
  const params = Object.keys(c.params).length ? `, params ${JSON.stringify(c.params)}` : '';
  const expected = `${JSON.stringify(c.expected)}${c.unordered ? ' (any order)' : ''}`;
  return `case ${c.number}: nodes [${c.graph.nodes.map((n) => n.id).join(', ')}], edges [${edges.join(', ')}]${params} → ${expected}`;
}

/** The test-generation prompt. */
export function testPrompt(r: TestRequest): string {
  const names = Object.keys(r.params);
  const inputs =
    names.length === 0
      ? 'no inputs besides the graph (`params` is empty).'
      : `the task's inputs as \`params\`: ${names.map((n) => `params.${n}`).join(', ')} (in the task: ${names
          .map((n) => `${n} = ${String(r.params[n])}`)
          .join(', ')}). Every case gives all of them.`;
  return selfTestPrompts.render('tests', {
    question: r.question.trim(),
    hints: hintsBlock(r.hints),
    documents: r.documents ? `\nDocumentation the program may use:\n${r.documents}\n` : '',
    graph_kind: graphKind(r.shape),
    inputs,
    count: String(r.count ?? DEFAULT_TEST_COUNT),
    edge_example: r.shape.weighted ? '[0, 1, 2.5], [1, 2, 4]' : '[0, 1], [1, 2]',
    params_example: JSON.stringify(exampleParams(r)),
    edge_rule: edgeRule(r.shape),
  });
}

/** "a directed graph with weighted edges". */
export function graphKind(shape: GraphShape): string {
  return `a${shape.directed ? ' directed' : 'n undirected'} graph with ${shape.weighted ? 'weighted' : 'unweighted'} edges`;
}

function edgeRule(shape: GraphShape): string {
  const direction = shape.directed
    ? 'an edge [u, v] goes from u to v'
    : 'an edge [u, v] joins u and v both ways';
  const weight = shape.weighted ? '; the third number of an edge is its weight' : '';
  return `In "edges", ${direction}${weight}. List every node in "nodes", also nodes without edges.`;
}

/** Example inputs: node inputs get small ids, the others keep the task's value. */
function exampleParams(r: TestRequest): Record<string, ProgramParam> {
  const ids = [0, 2, 1, 3];
  let next = 0;
  return Object.fromEntries(
    Object.entries(r.params).map(([k, v]) => [k, r.nodeParams.includes(k) ? ids[next++ % ids.length]! : v]),
  );
}
