/** `grraf ask` internals: running a question, choosing the model, printing the trace. */
export {
  type AskModel,
  type AskModelOptions,
  askModel,
  bundledExample,
  EXAMPLES_DIR,
  replayExample,
} from './ask-model.js';
export { formatStep, formatTrace, summaryLine } from './format-trace.js';
export { type AskEnvironment, type AskOptions, type AskResult, methodOptions, runAsk } from './run-ask.js';
