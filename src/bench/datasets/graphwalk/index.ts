/**
 * GraphWalk's data side (Ghandi et al. 2026): synthetic property graphs with non-word names, the
 * twelve query templates with two truth sources, and the paper's scores.
 */
export { GraphIndex } from './graph-index.js';
export { type Instantiated, instantiate } from './instantiate.js';
export { DEFAULT_WORDLIST, englishWords, type NameCase, NonWordSource, parseWordList } from './non-words.js';
export {
  type FieldType,
  type OutputField,
  type OutputFormat,
  outputFormat,
} from './output-format.js';
export {
  checkParams,
  DEFAULT_EDGE_DENSITY,
  GRAPHWALK_PRESET_NAMES,
  GRAPHWALK_PRESETS,
  type GraphwalkParams,
  type GraphwalkPreset,
  presetParams,
} from './presets.js';
export {
  cypherTruth,
  type GraphwalkQuestion,
  type GraphwalkQuestionOptions,
  graphwalkGraphs,
  graphwalkQuestions,
  questionsOn,
} from './questions.js';
export {
  generateSyntheticGraph,
  KEY_PROPERTY,
  type NodeClassSpec,
  type PropertySpec,
  type RelationshipClassSpec,
  type SyntheticGraph,
  type SyntheticSchema,
} from './synthetic-graph.js';
export type { QueryTemplate, TemplateCategory, TemplateContext, TemplateParams } from './template.js';
export { GRAPHWALK_TEMPLATE_NAMES, GRAPHWALK_TEMPLATES, templateNamed } from './templates.js';
export {
  type AnswerItem,
  type GraphwalkTruth,
  type ItemValue,
  isEmptyTruth,
  itemOf,
  itemsTruth,
  truthItems,
} from './truth.js';
