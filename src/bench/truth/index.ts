/** Ground truth from the reference algorithms, and label checks. */
export { computeTruth, TRUTH_RULES, type TruthOutcome } from './ground-truth.js';
export { labelAgrees, truthValue } from './label-check.js';
export { mazeRule } from './maze-rule.js';
export { benchTruthText } from './truth-text.js';
