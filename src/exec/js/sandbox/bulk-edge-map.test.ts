/**
 * BulkEdgeMap stands in for the Map graphology keeps its edges in: every operation graphology
 * uses must give what a real Map with the same entries gives, order of iteration included.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../util/mulberry32.js';
import { BulkEdgeMap } from './bulk-edge-map.js';

const PREFIX = 'geid_0_b';

/** A real Map and a BulkEdgeMap holding the same 50 bulk slots (every fifth empty). */
function pair(): { real: Map<string, string>; bulk: BulkEdgeMap<string> } {
  const slots = Array.from({ length: 50 }, (_, i) => (i % 5 === 3 ? undefined : `r${i}`));
  const real = new Map<string, string>();
  slots.forEach((v, i) => {
    if (v !== undefined) real.set(PREFIX + i, v);
  });
  return { real, bulk: new BulkEdgeMap(PREFIX, [...slots]) };
}

function snapshot(m: Map<string, string>) {
  const each: [string, string][] = [];
  m.forEach((v, k) => {
    each.push([k, v]);
  });
  return { size: m.size, entries: [...m], keys: [...m.keys()], values: [...m.values()], each };
}

/** Keys an operation may name: bulk keys present or not, out of range, non-canonical, others. */
function randomKey(rng: () => number): string {
  const i = Math.floor(rng() * 60);
  const forms = [PREFIX + i, `${PREFIX}0${i}`, `geid_0_${i}`, `x${i % 7}`, `${PREFIX}${i}.0`];
  return forms[Math.floor(rng() * forms.length)]!;
}

describe('BulkEdgeMap against a Map', () => {
  it('starts with the same entries, in the same order', () => {
    const { real, bulk } = pair();
    expect(snapshot(bulk)).toEqual(snapshot(real));
  });

  it('agrees on every get, has, set and delete of a random sequence, and on iteration after each', () => {
    for (const seed of [1, 2, 3, 4]) {
      const rng = mulberry32(seed);
      const { real, bulk } = pair();
      for (let step = 0; step < 400; step++) {
        const key = randomKey(rng);
        const op = Math.floor(rng() * 4);
        if (op === 0) expect(bulk.get(key)).toBe(real.get(key));
        if (op === 1) expect(bulk.has(key)).toBe(real.has(key));
        if (op === 2) {
          bulk.set(key, `v${step}`);
          real.set(key, `v${step}`);
        }
        if (op === 3) expect(bulk.delete(key)).toBe(real.delete(key));
        expect(snapshot(bulk)).toEqual(snapshot(real));
      }
    }
  });

  it('empties on clear and takes new entries after', () => {
    const { real, bulk } = pair();
    for (const m of [real, bulk]) {
      m.clear();
      m.set(`${PREFIX}4`, 'again');
      m.set('other', 'x');
    }
    expect(snapshot(bulk)).toEqual(snapshot(real));
  });

  it('visits entries added during iteration, as a Map iterator does', () => {
    const { real, bulk } = pair();
    const seen = (m: Map<string, string>) => {
      const keys: string[] = [];
      for (const [k] of m) {
        keys.push(k);
        if (k === `${PREFIX}1`) {
          m.set('late', 'l');
          m.delete(`${PREFIX}2`);
        }
      }
      return keys;
    };
    expect(seen(bulk)).toEqual(seen(real));
  });
});
