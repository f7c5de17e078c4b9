import { describe, expect, it } from 'vitest';
import { ensureAnswer, extractCode } from './extract-code.js';

const F = '```';

describe('extractCode', () => {
  it('takes the body of a single fenced block with a language tag', () => {
    const r = extractCode(
      `Here you go:\n${F}javascript\nanswer = maxFlow(G, 0, 3);\n${F}\nThis computes the flow.`,
      'js',
    );
    expect(r?.code).toBe('answer = maxFlow(G, 0, 3);');
  });

  it('accepts any tag or none, and ~~~ fences', () => {
    expect(extractCode(`${F}\nanswer = 1\n${F}`, 'python')?.code).toBe('answer = 1');
    expect(extractCode(`~~~py\nanswer = 2\n~~~`, 'python')?.code).toBe('answer = 2');
    expect(extractCode(`${F}JS\nanswer = 3;\n${F}`, 'js')?.code).toBe('answer = 3;');
  });

  it('picks the last block that assigns the answer among several', () => {
    const reply = [
      'First a helper:',
      `${F}js\nfunction bfs(G, s) { return []; }\n${F}`,
      'Then the program:',
      `${F}js\nconst d = bfs(G, 0);\nanswer = d.length;\n${F}`,
      'Example output:',
      `${F}text\n5\n${F}`,
    ].join('\n');
    expect(extractCode(reply, 'js')?.code).toBe('const d = bfs(G, 0);\nanswer = d.length;');
  });

  it('prefers the block tagged with the requested language', () => {
    const reply = `${F}python\nanswer = nx.has_path(G, 0, 1)\n${F}\n${F}js\nanswer = hasPath(G, 0, 1);\n${F}`;
    expect(extractCode(reply, 'python')?.code).toBe('answer = nx.has_path(G, 0, 1)');
    expect(extractCode(reply, 'js')?.code).toBe('answer = hasPath(G, 0, 1);');
  });

  it('falls back to the largest block when none assigns the answer', () => {
    const reply = `${F}js\nx\n${F}\n${F}js\nconst big = 1;\nconsole.log(big);\n${F}`;
    expect(extractCode(reply, 'js')?.code).toBe('const big = 1;\nanswer = big;');
  });

  it('strips <|im_end|>-style tokens and <think> sections', () => {
    const reply = `<think>Maybe BFS. answer = wrong</think>${F}python\nanswer = G.in_degree(5)\n${F}<|im_end|>`;
    const r = extractCode(reply, 'python');
    expect(r?.code).toBe('answer = G.in_degree(5)');
    expect(r?.fixes.join()).toMatch(/special tokens/);
  });

  it('keeps an unterminated last fence (reply cut off after the code)', () => {
    expect(extractCode(`${F}python\nanswer = 7\n`, 'python')?.code).toBe('answer = 7');
  });

  it('removes prose around unfenced code', () => {
    const reply =
      'Sure. Here is the code:\nconst n = G.order;\nanswer = n * 2;\nThis doubles the node count.';
    const r = extractCode(reply, 'js');
    expect(r?.code).toBe('const n = G.order;\nanswer = n * 2;');
    expect(r?.fixes).toContain('removed prose around unfenced code');
  });

  it('removes prose around an unfenced Cypher query', () => {
    const reply = 'The query is:\nMATCH (n:Node)\nRETURN count(n) AS answer\nIt counts the nodes.';
    expect(extractCode(reply, 'cypher')?.code).toBe('MATCH (n:Node)\nRETURN count(n) AS answer');
  });

  it('returns undefined when the reply holds no code', () => {
    expect(extractCode('I cannot help with that.', 'js')).toBeUndefined();
    expect(extractCode('', 'python')).toBeUndefined();
    expect(extractCode(`${F}\n\n${F}`, 'js')).toBeUndefined();
  });
});

describe('ensureAnswer', () => {
  it('leaves programs that assign answer alone', () => {
    expect(ensureAnswer('let answer = 1;', 'js')).toEqual({ code: 'let answer = 1;' });
    expect(ensureAnswer('answer: int = 1', 'python')).toEqual({ code: 'answer: int = 1' });
  });

  it('wraps a top-level return (JS) so the returned value becomes the answer', () => {
    const r = ensureAnswer('const x = 2;\nreturn x * 3;', 'js');
    expect(r.code).toBe('answer = (() => {\nconst x = 2;\nreturn x * 3;\n})();');
    expect(r.fix).toMatch(/return/);
  });

  it('wraps a top-level return (Python) in a function', () => {
    const r = ensureAnswer('x = 2\nreturn x * 3', 'python');
    expect(r.code).toBe('def __grraf_main():\n    x = 2\n    return x * 3\nanswer = __grraf_main()');
  });

  it('assigns a final expression', () => {
    expect(ensureAnswer('const d = 4;\nd * 2;', 'js').code).toBe('const d = 4;\nanswer = d * 2;');
    expect(ensureAnswer('d = 4\nd == 4', 'python').code).toBe('d = 4\nanswer = d == 4');
    expect(ensureAnswer('nx.has_path(G, 1, 2)\n# done', 'python').code).toBe('answer = nx.has_path(G, 1, 2)');
  });

  it('turns a final print / console.log into the answer', () => {
    expect(ensureAnswer('r = 5\nprint(r)', 'python').code).toBe('r = 5\nanswer = r');
    expect(ensureAnswer('console.log(G.order);', 'js').code).toBe('answer = G.order;');
  });

  it('calls an uncalled entry function with the graphs', () => {
    const js = ensureAnswer('function solve(G, G_prime) {\n  return 1;\n}', 'js');
    expect(js.code).toBe('function solve(G, G_prime) {\n  return 1;\n}\nanswer = solve(G, G_prime);');
    const py = ensureAnswer('def main(G):\n    return 1', 'python');
    expect(py.code).toBe('def main(G):\n    return 1\nanswer = main(G)');
  });

  it('does not call an entry function the program already calls', () => {
    const code = 'def solve(G):\n    return 1\nresult = solve(G)';
    expect(ensureAnswer(code, 'python').code).toBe(code);
  });

  it('does not treat an assignment or a block end as the answer', () => {
    expect(ensureAnswer('const x = 1;', 'js').code).toBe('const x = 1;');
    expect(ensureAnswer('for (const n of G.nodes()) {\n  f(n);\n}', 'js').code).toBe(
      'for (const n of G.nodes()) {\n  f(n);\n}',
    );
    expect(ensureAnswer('x += 1', 'python').code).toBe('x += 1');
  });

  it('leaves Cypher as is', () => {
    expect(ensureAnswer('MATCH (n) RETURN count(n)', 'cypher').code).toBe('MATCH (n) RETURN count(n)');
  });
});
