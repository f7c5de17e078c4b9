/** Scoring: per-type scorers and the official GraphWiz rules. */
export { orderProblem } from './check-order.js';
export { checkedPathWeight } from './check-path.js';
export { GRAPHWIZ_TOLERANCE, graphwizText, scoreGraphwiz } from './graphwiz.js';
export {
  type AnswerItem,
  type ExpectedItems,
  type ItemField,
  type ItemScore,
  type ItemValue,
  itemOf,
  NO_ITEMS_SCORE,
  type ReadItems,
  readItems,
  scoreItemSet,
} from './items.js';
export { afterMarker, readNodeList, readNumber, readYesNo } from './read-answer.js';
export { closeEnough, type ScoreInput, type ScoringMode, scoreAnswer } from './score.js';
export { scoreItemsAnswer, scoreMazePath } from './score-sets.js';
