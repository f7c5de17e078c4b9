/**
 * The API's shapes, taken from the server's own types (type-only imports: nothing of the server
 * is bundled into the page).
 */
export type { AnswerHighlight } from '../../src/app/answer-highlight.js';
export type { LibraryGraph } from '../../src/app/graph-library.js';
export type { GraphView, ViewNode } from '../../src/app/graph-view.js';
export type { RunRecord, RunSummary } from '../../src/app/question-runs.js';
export type { DetailValue, Solution } from '../../src/methods/solution.js';
export type {
  ExecStep,
  LlmStep,
  NoteStep,
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
