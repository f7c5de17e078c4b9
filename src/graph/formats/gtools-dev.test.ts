/**
 * Every GTools sample in the shared folder parses: the WL prompts with their Python literals
 * (gtools format) and the EL edge-list files (edgelist format). Skipped, saying so, when
 * ../shared/data/gtools-dev is absent.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEdgeList } from './edgelist.js';
import { parseGTools } from './gtools.js';

const DIR = [join(process.cwd(), '../shared/data/gtools-dev'), '/work/shared/data/gtools-dev'].find((d) =>
  existsSync(d),
);

function files(under: string, ext: string): string[] {
  return (readdirSync(join(DIR as string, under), { recursive: true }) as string[])
    .filter((f) => f.endsWith(ext))
    .map((f) => join(DIR as string, under, f));
}

interface Sample {
  id: number;
  prompt: string;
  node?: number;
  edge?: string;
  path?: string;
}

const suite = DIR ? describe : describe.skip;

suite('GTools dev samples (skipped when ../shared/data/gtools-dev is absent)', () => {
  it('parses every WL prompt with its edges, direction and parameters', () => {
    const all = files('WL_sample', '.json');
    expect(all.length).toBeGreaterThanOrEqual(20);
    for (const f of all) {
      for (const s of JSON.parse(readFileSync(f, 'utf8')) as Sample[]) {
        const p = parseGTools(s.prompt, { file: `${f}#${s.id}` });
        const tuples = s.prompt.match(/\(\d+, \d+/g) ?? [];
        expect(p.graph.edges.length + p.warnings.length).toBe(tuples.length);
        expect(p.graph.directed).toBe(/Given a directed graph/.test(s.prompt));
        expect(p.question).not.toMatch(/\(\d+, \d+/);
        expect(p.question).toMatch(/The task is/);
        if (s.node !== undefined) expect(p.params?.node).toBe(s.node);
        const pair = s.edge ?? s.path;
        if (pair !== undefined && /node=|_source=/.test(s.prompt)) {
          const [a, b] = pair
            .replace(/[()\s]/g, '')
            .split(',')
            .map(Number);
          expect([p.params?.source, p.params?.target]).toEqual([a, b]);
        }
        if (/'capacity'/.test(s.prompt)) expect(p.graph.edges[0]?.properties.capacity).toBeTypeOf('number');
        if (/'weight'/.test(s.prompt))
          expect(p.graph.edges.every((e) => typeof e.weight === 'number')).toBe(true);
      }
    }
  });

  it('parses every EL edge-list file line for line', () => {
    const all = files('EL_sample', '.edgelist');
    expect(all.length).toBeGreaterThan(50);
    for (const f of all) {
      const text = readFileSync(f, 'utf8');
      const lines = text.split('\n').filter((l) => l.trim() !== '');
      const p = parseEdgeList(text, { file: f, directed: f.includes('/Di/') });
      expect(p.graph.edges.length + p.warnings.length).toBe(lines.length);
      expect(p.graph.edges.some((e) => e.weight !== undefined)).toBe(
        lines[0]?.trim().split(/\s+/).length === 3,
      );
    }
  });

  it('reports the EL prompts, whose edges live in a file, as such', () => {
    const [f] = files('EL_sample', '.json');
    const [s] = JSON.parse(readFileSync(f as string, 'utf8')) as Sample[];
    expect(() => parseGTools((s as Sample).prompt)).toThrow(/edges in a file/);
  });
});
