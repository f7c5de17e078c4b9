/**
 * Reads a ranking answer (the bridge-hub task returns "the top k nodes ... including for each
 * node its score"). Accepted shapes, from programs or text: [2, 3]; [[2, 0.47], [3, 0.47]];
 * [{node: 2, score: 0.47}, …]; {"2": 0.47, "3": 0.47} (ordered by score, then id, since object
 * keys lose their order); and the same written as Python literals ("[(2, 0.47), (3, 0.47)]").
 */
import { afterMarker, readNodeList } from '../../scoring/read-answer.js';

/** One ranked node, with its score when the answer gives one. */
export interface RankedNode {
  node: string;
  score?: number;
}

const isScalar = (x: unknown): x is string | number => typeof x === 'string' || typeof x === 'number';

function fromEntry(x: unknown): RankedNode | undefined {
  if (isScalar(x)) return { node: String(x).trim() };
  if (Array.isArray(x) && x.length === 2 && isScalar(x[0]) && typeof x[1] === 'number') {
    return { node: String(x[0]), score: x[1] };
  }
  if (x !== null && typeof x === 'object' && !Array.isArray(x)) {
    const o = x as Record<string, unknown>;
    const node = o.node ?? o.id ?? o.vertex;
    const score = o.score ?? o.value;
    if (isScalar(node))
      return typeof score === 'number' ? { node: String(node), score } : { node: String(node) };
  }
  return undefined;
}

function fromValue(v: unknown): RankedNode[] | undefined {
  if (Array.isArray(v)) {
    const out = v.map(fromEntry);
    return out.every((x) => x !== undefined) ? (out as RankedNode[]) : undefined;
  }
  if (v !== null && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>);
    if (!entries.every(([, s]) => typeof s === 'number')) return undefined;
    return entries
      .map(([node, score]) => ({ node, score: score as number }))
      .sort((a, b) => b.score - a.score || Number(a.node) - Number(b.node));
  }
  return undefined;
}

/** Python-literal text to JSON: tuples become lists, single quotes double. */
function literalToJson(text: string): unknown {
  const json = text.replace(/\(/g, '[').replace(/\)/g, ']').replace(/'/g, '"');
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/** The ranking in an answer, or undefined when it cannot be read unambiguously. */
export function readRanking(answer: unknown): RankedNode[] | undefined {
  if (typeof answer !== 'string') return fromValue(answer);
  const text = afterMarker(answer).trim();
  const literal = text.match(/[[{][\s\S]*[\]}]/);
  const parsed = literal ? fromValue(literalToJson(literal[0])) : undefined;
  return parsed ?? readNodeList(text)?.map((node) => ({ node }));
}
