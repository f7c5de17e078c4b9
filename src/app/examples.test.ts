import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listExamples } from './examples.js';

const tmp = mkdtempSync(join(tmpdir(), 'grraf-examples-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function example(name: string, manifest: unknown, files: Record<string, string> = { 'g.edgelist': '0 1\n' }) {
  const dir = join(tmp, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'example.json'),
    typeof manifest === 'string' ? manifest : JSON.stringify(manifest),
  );
  for (const [f, text] of Object.entries(files)) writeFileSync(join(dir, f), text);
  return dir;
}

describe('listExamples', () => {
  it('reads the bundled manifests: every one names an existing graph and recorded questions', () => {
    const examples = listExamples();
    expect(examples.map((e) => e.name)).toEqual(['graphinstruct', 'road-network', 'supply-chain']);
    for (const e of examples) {
      expect(e.recorded).toBe(true);
      expect(e.questions.length).toBeGreaterThan(0);
    }
    expect(examples[0]!.questions).toEqual([{ fromFile: true }]);
  });

  it('reads a manifest, resolving the graph beside it', () => {
    const dir = join(tmp, 'ok');
    example('ok', { title: 'Tiny', graph: 'g.edgelist', questions: [{ text: 'How many nodes?' }] });
    const [e] = listExamples(tmp).filter((x) => x.name === 'ok');
    expect(e).toEqual({
      name: 'ok',
      title: 'Tiny',
      description: '',
      graphFile: join(dir, 'g.edgelist'),
      questions: [{ text: 'How many nodes?' }],
      recorded: false,
    });
  });

  it('names the file and field of a bad manifest', () => {
    const bad = mkdtempSync(join(tmpdir(), 'grraf-bad-examples-'));
    try {
      mkdirSync(join(bad, 'x'));
      writeFileSync(
        join(bad, 'x', 'example.json'),
        JSON.stringify({ title: 'X', graph: 'g', questions: [{}] }),
      );
      expect(() => listExamples(bad)).toThrow(/example\.json \(field questions\.0\)/);
      writeFileSync(join(bad, 'x', 'example.json'), JSON.stringify({ title: 'X', graph: 'missing.txt' }));
      expect(() => listExamples(bad)).toThrow(/the graph "missing.txt" does not exist/);
      writeFileSync(join(bad, 'x', 'example.json'), '{ nope');
      expect(() => listExamples(bad)).toThrow(/example\.json: not JSON/);
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });
});
