/** The in-memory store: grraf's default GraphStore, with a graphology view for algorithms. */
export type { MemoryEdgeAttributes, MemoryNodeAttributes } from './attributes.js';
export type { MemoryGraph } from './graphology-view.js';
export { MemoryStore } from './memory-store.js';
