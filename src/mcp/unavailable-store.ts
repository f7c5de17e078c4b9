/**
 * The stand-in for a store the MCP server could not open (or was not given): every read rejects
 * with the reason, so each tool that reads the served graph answers with that one clear error
 * while the server keeps running — an MCP client shows a tool's error to its user, but often only
 * "disconnected" for a server that exited at start.
 */
import type { GrrafError } from '../errors.js';
import type { GraphStore } from '../graph/stores/graph-store.js';

/**
 * A GraphStore whose every read rejects with `problem`; with `cypher: false` it has no `cypher`,
 * as the store it stands for would not (a graph file is served from memory).
 */
export function unavailableStore(problem: GrrafError, { cypher = true } = {}): GraphStore {
  const fail = async (): Promise<never> => {
    throw problem;
  };
  return {
    kind: 'unavailable',
    load: fail,
    schema: fail,
    nodesByProperty: fail,
    neighbors: fail,
    distinctValues: fail,
    export: fail,
    ...(cypher ? { cypher: fail } : {}),
    close: async () => undefined,
  };
}
