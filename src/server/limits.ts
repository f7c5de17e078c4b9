/**
 * The server's limits: how large a request may be, how many questions run and wait, how much is
 * kept, and how much of a graph a page is sent to draw. Each has a default that suits one small
 * machine; `grraf serve` flags override some.
 */
import { VIEW_LIMITS } from './view/graph-view.js';

/** Every limit the server applies. */
export interface ServerLimits {
  /** Largest request body (an upload, an ask with an inline graph), in bytes. */
  maxBodyBytes: number;
  /** Longest question, in characters. */
  maxQuestionChars: number;
  /** Questions answered at once. */
  maxConcurrent: number;
  /** Questions waiting for a slot; more are refused with 503. */
  maxWaiting: number;
  /** Uploaded graphs kept (the oldest is dropped). */
  maxUploads: number;
  /** Finished runs kept for GET /api/runs. */
  maxRunsKept: number;
  /** Nodes and edges sent to the page to draw; larger graphs are sampled. */
  viewMaxNodes: number;
  viewMaxEdges: number;
}

/** The defaults. */
export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  maxBodyBytes: 10 * 1024 * 1024,
  maxQuestionChars: 20_000,
  maxConcurrent: 8,
  maxWaiting: 200,
  maxUploads: 20,
  maxRunsKept: 200,
  viewMaxNodes: VIEW_LIMITS.maxNodes,
  viewMaxEdges: VIEW_LIMITS.maxEdges,
};
