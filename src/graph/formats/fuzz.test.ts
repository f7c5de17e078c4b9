/**
 * Fuzz-style robustness: real inputs of every format (bundled examples, and dev data when the
 * shared folder is present) are mutated with a seeded PRNG — truncated, characters deleted,
 * duplicated, swapped or replaced, NUL bytes and random bytes injected — and fed to every
 * parser and to auto-detection. Each call must return a consistent ParsedGraph or throw a
 * GrrafError; any other exception is a bug.
 */

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import { GrrafError } from '../../errors.js';
import { mulberry32 } from '../../util/mulberry32.js';
import { parseCsvPair } from './csv.js';
import { detectFormat } from './detect.js';
import type { ParsedGraph } from './format.js';
import { FORMATS } from './registry.js';

const EX = (p: string) =>
  readFileSync(fileURLToPath(new URL(`../../../examples/${p}`, import.meta.url)), 'utf8');
const SHARED = ['../shared/data', '/work/shared/data'].find((d) => existsSync(d));

function devSamples(): Record<string, string[]> {
  if (!SHARED) return {};
  const gi = ['connectivity', 'triplet', 'substructure', 'flow'].map((t) => {
    const lines = readFileSync(`${SHARED}/graphinstruct-dev/${t}.jsonl`, 'utf8').split('\n').filter(Boolean);
    const short = lines
      .map((l) => (JSON.parse(l) as { input_prompt: string }).input_prompt)
      .sort((a, b) => a.length - b.length);
    return short[0] as string;
  });
  const gt = JSON.parse(readFileSync(`${SHARED}/gtools-dev/WL_sample/Flow/Di/flow_Di.json`, 'utf8')) as {
    prompt: string;
  }[];
  return { graphinstruct: gi, gtools: [(gt[0] as { prompt: string }).prompt] };
}

const INPUTS: Record<string, string[]> = {
  graphinstruct: [EX('graphinstruct/shortest-path.txt')],
  gtools: [EX('formats/flights.gtools'), "[(0, 1), ('a', 'b', {'weight': 2.5, 'ok': True})]"],
  edgelist: [EX('road-network/roads.edgelist'), "# directed\n0 1 {'weight': 3}\n2\n"],
  'node-link': [EX('formats/collaboration.json')],
  graphml: [EX('formats/metro.graphml')],
  csv: [EX('supply-chain/nodes.csv'), EX('supply-chain/edges.csv')],
};
for (const [k, v] of Object.entries(devSamples())) INPUTS[k]?.push(...v);

/** Seeded, so a failing mutation can be replayed. */
const prng = mulberry32;

const NOISE = [
  '\u0000',
  '\ufffd',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ',',
  '"',
  "'",
  '<',
  '>',
  '-',
  '->',
  ':',
  '#',
  '\n',
  ' ',
  '9',
  'x',
  'é',
  '\ud800',
];

function mutate(text: string, rnd: () => number): string {
  const at = Math.floor(rnd() * (text.length + 1));
  const pick = (xs: string[]) => xs[Math.floor(rnd() * xs.length)] as string;
  switch (Math.floor(rnd() * 7)) {
    case 0:
      return text.slice(0, at); // truncate
    case 1:
      return text.slice(0, at) + text.slice(at + 1 + Math.floor(rnd() * 8)); // delete
    case 2:
      return text.slice(0, at) + text.slice(at, at + 1 + Math.floor(rnd() * 20)) + text.slice(at); // duplicate
    case 3:
      return text.slice(0, at) + text.charAt(at + 1) + text.charAt(at) + text.slice(at + 2); // swap
    case 4:
      return `${text.slice(0, at)}\u0000${text.slice(at)}`; // NUL byte
    case 5:
      return text.slice(0, at) + pick(NOISE) + text.slice(at + 1); // replace
    default: {
      let junk = '';
      for (let i = 0; i < 1 + rnd() * 12; i++) junk += String.fromCharCode(Math.floor(rnd() * 256));
      return text.slice(0, at) + junk + text.slice(at); // random bytes
    }
  }
}

function consistent(p: ParsedGraph): void {
  for (const g of p.graphPrime ? [p.graph, p.graphPrime] : [p.graph]) {
    const ids = new Set(g.nodes.map((n) => String(n.id)));
    for (const e of g.edges) {
      if (!ids.has(String(e.source)) || !ids.has(String(e.target))) throw new Error('edge to a missing node');
      if (e.weight !== undefined && !Number.isFinite(e.weight)) throw new Error('non-finite weight');
    }
  }
}

function expectParsedOrGrrafError(f: () => ParsedGraph | string, label: string): void {
  try {
    const out = f();
    if (typeof out !== 'string') consistent(out);
  } catch (e) {
    if (!(e instanceof GrrafError)) {
      throw new Error(`${label}: threw ${(e as Error)?.name}: ${(e as Error)?.message}`, { cause: e });
    }
  }
}

describe('fuzz: mutated inputs give a graph or a GrrafError', () => {
  for (const [format, inputs] of Object.entries(INPUTS)) {
    it(`${format}: 300 mutations through every parser and detection`, () => {
      const rnd = prng(format.length * 7919 + 17);
      for (let i = 0; i < 300; i++) {
        let text = inputs[i % inputs.length] as string;
        const rounds = 1 + Math.floor(rnd() * 3);
        for (let r = 0; r < rounds; r++) text = mutate(text, rnd);
        const label = `${format} mutation ${i}: ${JSON.stringify(text.slice(0, 60))}`;
        for (const f of FORMATS)
          expectParsedOrGrrafError(() => f.parse(text, { file: 'fuzz' }), `${label} as ${f.name}`);
        expectParsedOrGrrafError(() => detectFormat(text, i % 2 ? 'fuzz.txt' : undefined), `${label} detect`);
        if (format === 'csv')
          expectParsedOrGrrafError(() => parseCsvPair({ nodes: text, edges: inputs[1] }), label);
      }
    });
  }
});
