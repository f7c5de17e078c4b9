/** The in-memory store: grraf's default GraphStore, a compact index in this process. */
export type { MemoryEdgeAttributes, MemoryNodeAttributes } from './attributes.js';
export { MemoryStore } from './memory-store.js';
