/** Evidence in one short line for people: what it is, and whether it was checked. */
import type { NodeId } from '../graph/model.js';
import type { CheckedEvidence, Evidence, NodePair } from './evidence.js';

/** Items listed before "…" in a line. */
const SHOWN = 8;

function list(items: readonly string[], sep: string): string {
  if (items.length <= SHOWN) return items.join(sep);
  return `${items.slice(0, SHOWN - 1).join(sep)}${sep}…${sep}${items[items.length - 1]} (${items.length})`;
}

const ids = (nodes: readonly NodeId[]) => nodes.map(String);
const pairs = (edges: readonly NodePair[], directed: boolean) =>
  edges.map(([u, v]) => `${u}${directed ? '→' : '–'}${v}`);

/** "path 0 → 3 → 19", "cut 0→1, 2→3", "mapping a→3, b→7", ... */
export function describeEvidence(e: Evidence, directed = true): string {
  switch (e.kind) {
    case 'path':
      return `path ${list(ids(e.nodes), ' → ')}`;
    case 'cycle':
    case 'odd-cycle': {
      const name = e.kind === 'cycle' ? 'cycle' : 'odd cycle';
      return `${name} ${list(ids([...e.nodes, ...e.nodes.slice(0, 1)]), ' → ')}`;
    }
    case 'sides':
      return `two sides of ${e.sides[0].length} and ${e.sides[1].length} nodes: ${list(ids(e.sides[0]), ', ')} | ${list(ids(e.sides[1]), ', ')}`;
    case 'order':
      return `order ${list(ids(e.nodes), ', ')}`;
    case 'cut':
      return `cut ${list(pairs(e.edges, directed), ', ')}`;
    case 'mapping':
      return `mapping ${list(
        e.pairs.map(([p, x]) => `${p}→${x}`),
        ', ',
      )}`;
    case 'component':
      return `closed set of ${e.nodes.length} nodes: ${list(ids(e.nodes), ', ')}`;
    case 'nodes':
      return `nodes ${list(ids(e.nodes), ', ')}`;
    case 'edges':
      return `edges ${list(pairs(e.edges, directed), ', ')}`;
  }
}

/** The line with its check: "path 0 → 3 → 19 (checked: ...)" or "(check failed: ...)". */
export function describeCheckedEvidence(e: CheckedEvidence, directed = true): string {
  const what = describeEvidence(e, directed);
  if (e.failed) return `${what} (check failed: ${e.failed})`;
  if (e.unchecked) return `${what} (not checked: ${e.unchecked})`;
  return `${what} (checked: ${e.verified.join('; ')})`;
}
