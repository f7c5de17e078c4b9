/**
 * The API's shapes, taken from the server's own types (type-only imports: nothing of the server
 * is bundled into the page).
 */

export type { Properties, PropertyValue } from '../../src/graph/model.js';
export type { DetailValue, Solution } from '../../src/methods/solution.js';
export type { AnswerHighlight } from '../../src/server/view/answer-highlight.js';
export type { EvidenceView } from '../../src/server/view/evidence-view.js';
export type { LibraryGraph } from '../../src/server/view/graph-library.js';
export type { GraphView, ViewEdge, ViewNode } from '../../src/server/view/graph-view.js';
export type { RunRecord, RunSummary } from '../../src/server/view/question-runs.js';
export type {
  ExecStep,
  LlmStep,
  NoteStep,
  QueryStep,
  RetrievalStep,
  ToolStep,
  TraceStep,
} from '../../src/trace/trace.js';

/** GET /api/health. */
export interface Health {
  ok: boolean;
  version: string;
  model: string | null;
  replayOnly: boolean;
  /** Without a model: the method and language the bundled examples' recordings replay with. */
  replays: { method: string; language: string } | null;
}

/** GET /api/methods. */
export interface MethodInfo {
  name: string;
  summary: string;
}

/** An error body. */
export interface ApiError {
  code: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
  field?: string;
}
