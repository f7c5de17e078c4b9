export { checkEvidence, type EvidenceCheck, type EvidenceGraphs } from './check-evidence.js';
export { describeCheckedEvidence, describeEvidence } from './describe-evidence.js';
export type { CheckedEvidence, Evidence, EvidenceKind, NodePair } from './evidence.js';
export { type EvidenceGraph, evidenceGraph } from './evidence-graph.js';
export { parseEvidence } from './parse-evidence.js';
