import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GrrafError } from '../../errors.js';
import { spawnGrraf as grraf } from '../test-support/spawn-grraf.js';
import { formatLoadReport, runLoad } from './load.js';

const dir = mkdtempSync(join(tmpdir(), 'grraf-load-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const edgeList = file('g.edgelist', '# directed\n0 1 3\n1 2 5\n2 0 1\n7\n0 1 4\n');
const question = file(
  'q.txt',
  'Find the shortest path between two nodes in an undirected graph. Q: The nodes are numbered from 0 to 4, ' +
    'and the edges are: (0,1,2) (1,2,7) (2,3,1). Give the weight of the shortest path from node 0 to node 3.',
);

describe('runLoad', () => {
  it('reports nodes, edges, direction, weights, labels and warnings of an edge list', async () => {
    const r = await runLoad(edgeList);
    expect(r).toMatchObject({
      format: 'edgelist',
      store: 'memory',
      graph: {
        nodes: 4,
        edges: 3,
        directed: true,
        weighted: true,
        labels: [{ label: 'Node', count: 4 }],
        relationshipTypes: [{ type: 'EDGE', count: 3 }],
      },
      warnings: { count: 1 },
    });
    expect(r.warnings.first[0]?.line).toBe(6);
    expect(r.question).toBeUndefined();
  });

  it('reports the question and its parameters for a GraphInstruct question, isolated nodes included', async () => {
    const r = await runLoad(question, { format: 'graphinstruct' });
    expect(r.graph).toMatchObject({ nodes: 5, edges: 3, directed: false, weighted: true });
    expect(r.question).toContain('shortest path from node 0 to node 3');
    expect(r.question).not.toContain('(0,1,2)');
    expect(r.params).toMatchObject({ source: 0, target: 3 });
    const text = formatLoadReport(r);
    expect(text).toContain('question: ');
    expect(text).toContain('source=0');
  });

  it.each([
    ['a missing file', join(dir, 'missing.el'), {}, 'not-found'],
    ['an unknown format', edgeList, { format: 'nope' }, 'format-unknown'],
    ['an unknown store', edgeList, { store: 'nope' }, 'config'],
  ])('fails on %s with a GrrafError', async (_name, path, options, code) => {
    const error = await runLoad(path, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GrrafError);
    expect(error).toMatchObject({ code });
  });

  it('names the file and line of a malformed input', async () => {
    const bad = file('bad.edgelist', '0 1\n1 2 3 4\n');
    const error = await runLoad(bad).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'parse', location: { file: bad, line: 2 } });
  });
});

describe('grraf load (spawned)', () => {
  // One spawn only (the real entry point, commander and run-cli's error mapping); the success path
  // is covered through runLoad above, and each spawn costs a whole CLI start-up.
  it('prints one error line and exits 2, without a stack trace, on a malformed file', () => {
    const bad = file('bad2.edgelist', '0 1\n1 2 x\n');
    const failed = grraf('load', bad);
    expect(failed.status).toBe(2);
    expect(failed.stdout).toBe('');
    expect(failed.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(`^grraf: \\w+ error: ${bad}:2:`),
    ]);
  });
});
