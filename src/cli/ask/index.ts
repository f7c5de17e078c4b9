/** `grraf ask` internals: running a question, choosing the model, printing the trace. */
export { type AskModel, type AskModelOptions, askModel, EXAMPLES_DIR } from './ask-model.js';
export { formatTrace } from './format-trace.js';
export { type AskEnvironment, type AskOptions, type AskResult, runAsk } from './run-ask.js';
