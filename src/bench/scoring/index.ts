/** Scoring: per-type scorers and the official GraphWiz rules. */
export { orderProblem } from './check-order.js';
export { checkedPathWeight } from './check-path.js';
export { GRAPHWIZ_TOLERANCE, graphwizText, scoreGraphwiz } from './graphwiz.js';
export { afterMarker, readNodeList, readNumber, readYesNo } from './read-answer.js';
export { closeEnough, type ScoreInput, type ScoringMode, scoreAnswer } from './score.js';
