import { describe, expect, it } from 'vitest';
import { reuseRefusal } from './reuse-guard.js';

describe('reuseRefusal', () => {
  const params = { source: 4, target: 7 };

  it('accepts a program that reads its inputs from params', () => {
    const code = 'answer = maximumFlowValue(G, String(params.source), String(params.target));';
    expect(reuseRefusal(code, 'js', params)).toBeUndefined();
    expect(
      reuseRefusal("answer = nx.maximum_flow_value(G, params['source'], params['target'])", 'python', params),
    ).toBeUndefined();
    expect(
      reuseRefusal('MATCH (a {id: $source})-->(b {id: $target}) RETURN count(*) AS answer', 'cypher', params),
    ).toBeUndefined();
  });

  it("refuses a program that hard-codes the first instance's values", () => {
    expect(
      reuseRefusal(
        'const { source, target } = params;\nanswer = hasPath(G, "4", String(target));',
        'js',
        params,
      ),
    ).toMatch(/value of "source"/);
    expect(reuseRefusal('answer = hasPath(G, String(params.source), String(7));', 'js', params)).toMatch(
      /"target"/,
    );
    expect(reuseRefusal('answer = hasPath(G, "4", "7");', 'js', params)).toMatch(
      /does not read the input "source"/,
    );
    expect(reuseRefusal('MATCH (a {id: 4}) RETURN $target AS answer', 'cypher', params)).toMatch(/"source"/);
  });

  it('ignores values in comments and inside longer numbers or messages', () => {
    const code =
      '// from node 4 to node 7\nconst big = 14 + 0.7;\nanswer = params.source + params.target + " (4)";';
    expect(reuseRefusal(code, 'js', params)).toBeUndefined();
  });

  it("refuses the graph's sizes written into the code, but not everyday small numbers", () => {
    expect(reuseRefusal('answer = G.order === 22;', 'js', {}, { nodeCount: 22 })).toMatch(/nodeCount/);
    expect(
      reuseRefusal('answer = G.size > 1 ? 2 : 0;', 'js', {}, { nodeCount: 2, edgeCount: 1 }),
    ).toBeUndefined();
  });
});
