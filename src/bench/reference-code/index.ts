/** The reference-code test double: known-correct code per task, to run the pipeline without an LLM. */
export { type Classified, classify } from './classify.js';
export { referenceCodeModelWithLatency } from './latency.js';
export { answerFormat, referenceProgram } from './programs.js';
export {
  REFERENCE_MODEL_ID,
  REFERENCE_PROVIDER,
  referenceCodeModel,
  referenceReply,
} from './reference-model.js';
