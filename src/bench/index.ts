/**
 * The benchmark harness: datasets (GraphInstruct, GTools, seeded generators), ground truth from
 * the reference algorithms, scorers, the runner (results.jsonl, resume), reports, and the
 * reference-code test double.
 */
export type { Dataset, DatasetOptions } from './datasets/dataset.js';
export {
  DEFAULT_SEED,
  generatedDataset,
  generateQuestion,
  SCALING_SIZES,
  scalingDataset,
  scalingQuestion,
} from './datasets/generate/generated.js';
export { loadGraphInstruct, parseGraphInstructFile } from './datasets/graphinstruct.js';
export { loadGTools } from './datasets/gtools.js';
export { parseLabel, truthText } from './datasets/labels.js';
export { DATASET_KINDS, resolveDataset } from './datasets/resolve.js';
export { REFERENCE_MODEL_ID, referenceCodeModel } from './reference-code/index.js';
export * from './report/index.js';
export { type BenchSession, type BenchSessionOptions, runBenchSession } from './run/bench-session.js';
export {
  formatDuration,
  type ProgressSink,
  type ProgressState,
  progressLine,
  progressSink,
} from './run/progress.js';
export { ResultsWriter, readResults } from './run/results-file.js';
export { type BenchRunOptions, limitPerTask, RUN_FILES, type RunMeta, runBench } from './run/run-bench.js';
export { runQuestion, type TruthSource, taskOf } from './run/run-question.js';
export * from './scoring/index.js';
export { ANSWER_KIND, GRRAF_TASKS, type GrrafTask, NODE_RANGE } from './tasks.js';
export * from './truth/index.js';
export type { BenchQuestion, BenchResult, Score, Truth } from './types.js';
