/**
 * GraphSkill's retrieval half: documentation trees (GraphSkill's JSON, grraf's own library,
 * an installed NetworkX), retrievers behind one interface (hierarchical, flat TF-IDF top-k, flat
 * LLM screening) and the metrics to compare them on ComplexGraph's tasks.
 *
 *   const tree = grrafLibraryTree();
 *   const { documents, stats } = await hierarchicalRetriever().retrieve(question, tree, { llm });
 *   const docs = retrievedLeaves(tree, documents).map((leaf) => leaf.text);
 */
export {
  countDocTree,
  createDocTree,
  type DocLeaf,
  type DocNode,
  type DocNodeInput,
  type DocSection,
  type DocTree,
  type DocTreeCounts,
  docLeaves,
  docNodeId,
  docNodePath,
  equivalentLeaves,
  findDocNode,
  walkDocTree,
} from './doc-tree.js';
export {
  loadComplexGraphQueries,
  type RetrievalQuery,
  taskOfStem,
} from './evaluation/complexgraph-queries.js';
export { type DevQuery, devQueries, parseDevQueries } from './evaluation/dev-queries.js';
export { type EvaluationOptions, type EvaluationQuery, evaluateRetriever } from './evaluation/evaluate.js';
export {
  complexGraphGold,
  type GoldItem,
  type GoldName,
  type GoldVocabulary,
  parseGold,
  resolveGold,
  type TaskGold,
} from './evaluation/gold.js';
export {
  type QueryOutcome,
  type QueryScore,
  type RetrievalSummary,
  scoreRetrieval,
  summarize,
} from './evaluation/metrics.js';
export { type FlatScreeningOptions, flatScreeningRetriever } from './flat-screening.js';
export { loadGraphSkillTree, parseGraphSkillTree } from './graphskill-json.js';
export { type HierarchicalOptions, hierarchicalRetriever } from './hierarchical.js';
export { GRAPHOLOGY_CHAPTER, grrafLibraryTree } from './library-tree/library-tree.js';
export { DEFAULT_SELECTION_OPTIONS, type SelectionOptions } from './llm-selection.js';
export { type NetworkxTree, type NetworkxTreeOptions, networkxTree } from './networkx-tree/networkx-tree.js';
export {
  type RetrievalContext,
  type RetrievalResult,
  type RetrievalStats,
  type RetrievedDocument,
  type Retriever,
  retrievedLeaves,
} from './retriever.js';
export { type TfIdfOptions, tfidfRetriever } from './tfidf.js';
