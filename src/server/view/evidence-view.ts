/**
 * A Solution's evidence as the page draws it: every node id turned into the drawing's node key
 * (ids, or names the resolver knows), with a caption saying what it is and how its check went.
 * Evidence naming a node the drawing does not hold is not drawn (the caption of the answer says so).
 */
import { describeEvidence } from '../../evidence/describe-evidence.js';
import type { CheckedEvidence, Evidence } from '../../evidence/evidence.js';
import type { NodeResolver } from './node-resolver.js';

/** Evidence over node keys (a mapping's pattern nodes stay as given: the drawing does not hold them). */
export type KeyedEvidence =
  | { kind: 'path' | 'cycle' | 'odd-cycle' | 'order' | 'component' | 'nodes'; nodes: string[] }
  | { kind: 'sides'; sides: [string[], string[]] }
  | { kind: 'cut' | 'edges'; edges: [string, string][] }
  | { kind: 'mapping'; pairs: [string, string][] };

/** Evidence over node keys, for drawing. */
export type EvidenceView = KeyedEvidence & {
  /** What it is and whether it was checked, for the legend and the text alternative. */
  caption: string;
  /** Whether grraf verified it against the graph. */
  checked: boolean;
};

/** The drawable form of `e`, or undefined when a node it names is not in the drawing. */
export function evidenceView(
  e: CheckedEvidence,
  r: NodeResolver,
  directed: boolean,
): EvidenceView | undefined {
  const keyed = keyedEvidence(e, r);
  if (!keyed) return undefined;
  const what = describeEvidence(e, directed);
  const checked = !e.failed && !e.unchecked && e.verified.length > 0;
  const how = e.failed
    ? `its check failed: ${e.failed}`
    : e.unchecked
      ? `not checked: ${e.unchecked}`
      : `checked: ${e.verified.join('; ')}`;
  return { ...keyed, caption: `The evidence, ${what} (${how}).`, checked };
}

function keyedEvidence(e: Evidence, r: NodeResolver): KeyedEvidence | undefined {
  const keys = (ids: readonly unknown[]): string[] | undefined => {
    const out: string[] = [];
    for (const id of ids) {
      const k = r.node(id);
      if (k === undefined) return undefined;
      out.push(k);
    }
    return out;
  };
  const pairs = (list: readonly (readonly [unknown, unknown])[]) => {
    const flat = keys(list.flat());
    return flat && list.map((_, i) => [flat[2 * i]!, flat[2 * i + 1]!] as [string, string]);
  };
  switch (e.kind) {
    case 'sides': {
      const [a, b] = [keys(e.sides[0]), keys(e.sides[1])];
      return a && b ? { kind: 'sides', sides: [a, b] } : undefined;
    }
    case 'cut':
    case 'edges': {
      const edges = pairs(e.edges);
      return edges && { kind: e.kind, edges };
    }
    case 'mapping': {
      // Pattern nodes are not in the drawing: only the graph's side is resolved.
      const targets = keys(e.pairs.map(([, x]) => x));
      return (
        targets && {
          kind: 'mapping',
          pairs: e.pairs.map(([p], i): [string, string] => [String(p), targets[i]!]),
        }
      );
    }
    default: {
      const nodes = keys(e.nodes);
      return nodes && { kind: e.kind, nodes };
    }
  }
}
