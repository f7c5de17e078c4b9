/**
 * The bench's own vocabulary: a question with its truth, an answer's score, one result line.
 * Everything here is plain JSON so results.jsonl and reports can be re-read by any tool.
 */
import type { FormatName, TaskParams } from '../graph/formats/format.js';
import type { GraphData, NodeId } from '../graph/model.js';
import type { MethodDetails, Outcome } from '../methods/solution.js';

/**
 * What a correct answer looks like. `order` accepts any valid topological order (the example is
 * one of them); `path-length` accepts the number, or a path that is valid and of that length.
 */
export type Truth =
  | { kind: 'yes-no'; value: boolean }
  | { kind: 'number'; value: number }
  | { kind: 'order'; example: NodeId[] }
  | { kind: 'path-length'; value: number; source: NodeId; target: NodeId }
  | { kind: 'set'; value: NodeId[] };

/**
 * A truth of a kind only its dataset knows (ComplexGraph's cliques, rankings, node groups …), as
 * results.jsonl keeps it: the dataset's truth as plain JSON and one line for reports.
 */
export interface DatasetTruth {
  kind: 'dataset';
  value: unknown;
  text: string;
}

/**
 * A question's own truth and scorer (a generic hook): a dataset that computed its truths when it
 * made its questions brings them with the scorer for them, used instead of the bench's truth rules
 * and answer scorers. `score` is the dataset's one function, shared by its questions.
 */
export interface OwnTruth {
  truth: DatasetTruth;
  score(answer: unknown, truth: DatasetTruth, graph?: GraphData): Score;
}

/** One benchmark question, ready to run: the text a method sees, the graph(s) and the truth. */
export interface BenchQuestion {
  /** Unique within the dataset and file-name safe, e.g. `flow-626`. */
  id: string;
  /** Task name, e.g. `flow`, `indegree`, `gtools/Flow/Di`. */
  task: string;
  /** The question as a method gets it (GraphInstruct: with the graph text inside). */
  question: string;
  /** The graph, when the dataset has it parsed or generated it. */
  graph?: GraphData;
  graphPrime?: GraphData;
  params?: TaskParams;
  /** True when `question` contains the graph text (the method parses it). */
  graphInQuestion: boolean;
  /** Format of the graph text inside `question` (default graphinstruct). */
  format?: FormatName;
  /** The dataset's own label, when it has one. */
  label?: Truth;
  /** The label as written in the dataset, for the disagreement list. */
  labelText?: string;
  /** Where the question came from (file and line), for messages. */
  origin: string;
  /** The dataset's conventions for terms the question leaves open, passed to the method as task hints. */
  hints?: string[];
  /** The dataset's own drawing of the graph, for methods that put the graph in the prompt (a maze's grid). */
  graphText?: string;
  /** The truth and scorer the dataset brings (then no truth rule or label is used). */
  ownTruth?: OwnTruth;
}

/** How an answer was scored. */
export interface Score {
  correct: boolean;
  /** Why it is wrong (or how it was read), for the report. */
  note?: string;
  /** For answers that are sets of items: how much of the answer is right, and how much of the truth it found. */
  precision?: number;
  recall?: number;
  f1?: number;
  /** Items answered that are not in the truth. */
  falsePositives?: number;
}

/**
 * How a method got its answer, as one short string: GRRAF's path (first-try | repaired(k) |
 * fallback | failed), or the outcome (answered | could-not-compute) for methods without one.
 */
export type PathLabel = string;

/** One line of results.jsonl. */
export interface BenchResult {
  id: string;
  task: string;
  nodes: number;
  edges: number;
  answer: unknown;
  /**
   * The truth used for scoring (computed or label, see `scoredAgainst`); null when no truth could
   * be had (listed in the report).
   */
  truth: Truth | DatasetTruth | null;
  scoredAgainst: 'computed' | 'labels';
  /** answered | could-not-compute (method-neutral). */
  outcome?: Outcome;
  correct: boolean;
  note?: string;
  /** Set-answer scores (see Score). */
  precision?: number;
  recall?: number;
  f1?: number;
  falsePositives?: number;
  tokensIn: number;
  tokensOut: number;
  /** Wall-clock milliseconds of solve(). */
  ms: number;
  /** Milliseconds spent in model calls (from the trace). */
  modelMs: number;
  /** Trace file, relative to the run directory. */
  trace: string;
  path: PathLabel;
  /** Model calls, model turns of tool-calling loops, and tool calls (from the trace). */
  llmCalls?: number;
  turns?: number;
  toolCalls?: number;
  /** The method's own facts (GRRAF: path, repairs; an agent: turns, tool calls; ...). */
  details?: MethodDetails;
  /** The feedback loop ran because of an execution error / a time-out (paper's Table 2). */
  loopExecError: boolean;
  loopTimeout: boolean;
  /** The label disagrees with the computed truth. */
  labelDisagrees?: boolean;
  label?: string;
  /** With `--truth labels`: our computed truth, written as a label would be. */
  computedTruth?: string;
  error?: { code: string; message: string; step?: string };
}
