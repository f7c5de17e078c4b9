/** The cross-store conformance suite and its fixtures (for store implementations' tests). */
export { describeStoreConformance } from './conformance-suite.js';
export { directedLabelled, FIXTURES, undirectedWeighted } from './fixtures.js';
export { neighbourKeys, normaliseGraph, normaliseSchema } from './normalise.js';
