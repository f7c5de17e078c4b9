/** The in-memory store on graphology: grraf's default GraphStore. */

export type { MemoryEdgeAttributes, MemoryNodeAttributes } from './attributes.js';
export type { MemoryGraph } from './build-graph.js';
export { MemoryStore } from './memory-store.js';
