import { describe, expect, it } from 'vitest';
import type { GraphData, GraphEdge } from '../../model.js';
import { planLayout } from './layout.js';

function path(weights: (number | undefined)[], properties: Record<string, number>[] = []): GraphData {
  const edges: GraphEdge[] = weights.map((weight, i) => ({
    source: i,
    target: i + 1,
    properties: properties[i] ?? {},
    ...(weight === undefined ? {} : { weight }),
  }));
  const nodes = Array.from({ length: weights.length + 1 }, (_, id) => ({ id, labels: [], properties: {} }));
  return { directed: true, nodes, edges };
}

function columnTypes(data: GraphData): Record<string, string> {
  const [rel] = planLayout(data).relTables;
  return Object.fromEntries((rel?.meta.columns ?? []).map((c) => [c.key, c.type]));
}

describe('planLayout column types', () => {
  it('stores integral weights as INT64 (the fast COPY path) and any fractional one makes DOUBLE', () => {
    expect(columnTypes(path([1, 2, 30]))).toEqual({ weight: 'INT64' });
    expect(columnTypes(path([1, 2.5, 3]))).toEqual({ weight: 'DOUBLE' });
    expect(columnTypes(path([1, undefined, 3]))).toEqual({ weight: 'INT64' });
  });

  it('keeps DOUBLE for integers INT64 cannot hold exactly: -0 and beyond 2^53', () => {
    expect(columnTypes(path([1, -0]))).toEqual({ weight: 'DOUBLE' });
    expect(columnTypes(path([1, 2 ** 60]))).toEqual({ weight: 'DOUBLE' });
    expect(columnTypes(path([1, 2], [{ n: 5 }, { n: 2 ** 60 }]))).toEqual({ weight: 'INT64', n: 'DOUBLE' });
    expect(columnTypes(path([1, 2], [{ n: 5 }, { n: -0 }]))).toEqual({ weight: 'INT64', n: 'DOUBLE' });
    expect(columnTypes(path([1, 2], [{ n: 5 }, { n: 7 }]))).toEqual({ weight: 'INT64', n: 'INT64' });
  });
});
