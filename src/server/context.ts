/**
 * What the routes share: the application-layer objects of one server (graph library, runs,
 * executors), the model it answers with, and its limits.
 */

import type { ExecutorPool } from '../exec/executor-pool.js';
import type { ServerLimits } from './limits.js';
import type { UploadParser } from './upload-parser.js';
import type { GraphLibrary } from './view/graph-library.js';
import type { QuestionRuns } from './view/question-runs.js';

/** One server's state. */
export interface ServerContext {
  library: GraphLibrary;
  runs: QuestionRuns;
  executors: ExecutorPool;
  /** Parses uploads off the request thread. */
  uploads: UploadParser;
  /** The configured model's label; null when only recorded examples replay. */
  model: string | null;
  limits: ServerLimits;
  version: string;
  /** Where server-side failures are reported (stderr in `grraf serve`). */
  log: (message: string) => void;
}
