/**
 * The bench's own vocabulary: a question with its truth, an answer's score, one result line.
 * Everything here is plain JSON so results.jsonl and reports can be re-read by any tool.
 */
import type { EvidenceKind } from '../evidence/evidence.js';
import type { FormatName, TaskParams } from '../graph/formats/format.js';
import type { GraphData, NodeId } from '../graph/model.js';
import type { Task } from '../methods/method.js';
import type { MethodDetails, Outcome } from '../methods/solution.js';
import type { AnswerItem, ItemField } from './scoring/items.js';

/**
 * What a correct answer looks like, in the kinds a dataset's label can state (labels.ts reads and
 * writes these). `order` accepts any valid topological order (the example is one of them);
 * `path-length` accepts the number, or a path that is valid and of that length.
 */
export type Truth =
  | { kind: 'yes-no'; value: boolean }
  | { kind: 'number'; value: number }
  | { kind: 'order'; example: NodeId[] }
  | { kind: 'path-length'; value: number; source: NodeId; target: NodeId }
  | { kind: 'set'; value: NodeId[] };

/**
 * A set of canonical items (scoring/items.ts): the answer's rows are read by `fields` and scored
 * with precision, recall, F1 and false positives; `match: 'one'` when any single item is right
 * (GraphWalk's "Return ONLY ONE answer"). A count is the one item `[count]`.
 */
export interface ItemsTruth {
  kind: 'items';
  match: 'all' | 'one';
  items: AnswerItem[];
  fields: ItemField[];
}

/**
 * A maze walk (GraphWalk §3.2): any valid path from `source` to `target` is right — each step to
 * a neighbor in the question's graph — whatever its length; `shortest` is the optimum, for notes.
 */
export interface MazePathTruth {
  kind: 'maze-path';
  source: NodeId;
  target: NodeId;
  shortest: number;
}

/**
 * The truth kinds a dataset adds for its own questions, by dataset: the dataset declares them
 * (declaration merging, as complexgraph/truth.ts does) and registers their scorers
 * (datasets/registry.ts), so the bench core does not import any dataset.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the datasets' declaration merging
export interface DatasetTruths {}

/** Every truth the bench scores against: a label's kinds, plus the kinds no label states. */
export type BenchTruth = Truth | ItemsTruth | MazePathTruth | DatasetTruths[keyof DatasetTruths];

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
  /** The JSON the answer must be (passed to the method as Task.answerFormat). */
  answerFormat?: Task['answerFormat'];
  /**
   * The truth the dataset computed when it made the question, for generated questions whose
   * truth needs the generator's own data (GraphWalk's templates); used instead of a truth rule.
   */
  truth?: BenchTruth;
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
  truth: BenchTruth | null;
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
  /** Milliseconds spent waiting for other questions of the run (program-cache lookups); not overhead. */
  waitMs?: number;
  /** Trace file, relative to the run directory. */
  trace: string;
  path: PathLabel;
  /** Model calls, model turns of tool-calling loops, and tool calls (from the trace). */
  llmCalls?: number;
  turns?: number;
  toolCalls?: number;
  /**
   * The evidence the answer came with: its shape, and whether grraf's check of it against the graph
   * held (`checked`), did not (`failed`, the answer kept after the repair rounds) or could not run.
   */
  evidence?: { kind: EvidenceKind; status: 'checked' | 'failed' | 'unchecked' };
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
