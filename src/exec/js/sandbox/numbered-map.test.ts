/**
 * NumberedMap stands in for the Maps graphology keeps its nodes and edges in: every operation
 * graphology uses must give what a real Map with the same entries gives, order of iteration
 * included. Values are records carrying their key, as graphology's are.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../util/mulberry32.js';
import { type KeyedRecord, NumberedMap } from './numbered-map.js';

const PREFIX = 'geid_0_b';

const record = (key: string, tag: string) => ({ key, tag });

type Rec = KeyedRecord & { tag: string };

/** A real Map and a NumberedMap holding the same 50 numbered slots (every fifth empty). */
function pair(prefix = PREFIX): { real: Map<string, Rec>; bulk: NumberedMap<Rec> } {
  const slots = Array.from({ length: 50 }, (_, i) => (i % 5 === 3 ? undefined : record(prefix + i, `r${i}`)));
  const real = new Map<string, Rec>();
  for (const v of slots) if (v !== undefined) real.set(v.key, v);
  return { real, bulk: new NumberedMap(prefix, [...slots]) };
}

/**
 * The same, as a lazy map whose records are made on first read, numbered in a shuffled order
 * (slot by number: as node ids, which an edge list names in no order); `made` counts the records made.
 */
function lazyPair(prefix = PREFIX): { real: Map<string, Rec>; bulk: NumberedMap<Rec>; made: () => number } {
  const rng = mulberry32(9);
  const numbers = Array.from({ length: 50 }, (_, i) => i * 3 + (i % 2));
  for (let i = numbers.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [numbers[i], numbers[j]] = [numbers[j]!, numbers[i]!];
  }
  const slotByNumber = new Int32Array(Math.max(...numbers) + 1).fill(-1);
  numbers.forEach((k, slot) => {
    slotByNumber[k] = slot;
  });
  const present = Uint8Array.from(numbers, (_, slot) => (slot % 5 === 3 ? 0 : 1));
  const records = numbers.map((k) => record(prefix + k, `r${k}`));
  const real = new Map<string, Rec>();
  for (const [slot, v] of records.entries()) if (present[slot]) real.set(v.key, v);
  let made = 0;
  const recordAt = (slot: number) => {
    made++;
    return records[slot]!;
  };
  return { real, bulk: new NumberedMap(prefix, { present, recordAt, slotByNumber }), made: () => made };
}

function snapshot(m: Map<string, Rec>) {
  const each: [string, Rec][] = [];
  m.forEach((v, k) => {
    each.push([k, v]);
  });
  return { size: m.size, entries: [...m], keys: [...m.keys()], values: [...m.values()], each };
}

/** Keys an operation may name: bulk keys present or not, out of range, non-canonical, others. */
function randomKey(rng: () => number, prefix: string): string {
  const i = Math.floor(rng() * 60);
  const forms = [
    prefix + i,
    `${prefix}0${i}`,
    `geid_0_${i}`,
    `x${i % 7}`,
    `${prefix}${i}.0`,
    `${prefix}-${i}`,
  ];
  return forms[Math.floor(rng() * forms.length)]!;
}

describe('a lazy NumberedMap', () => {
  it.each([PREFIX, ''])('agrees with a Map on every operation, in slot order (prefix "%s")', (prefix) => {
    for (const seed of [1, 2, 3]) {
      const rng = mulberry32(seed);
      const { real, bulk } = lazyPair(prefix);
      expect(snapshot(bulk)).toEqual(snapshot(real));
      for (let step = 0; step < 300; step++) {
        const key = rng() < 0.7 ? prefix + Math.floor(rng() * 160) : randomKey(rng, prefix);
        const op = Math.floor(rng() * 4);
        if (op === 0) expect(bulk.get(key)).toBe(real.get(key));
        if (op === 1) expect(bulk.has(key)).toBe(real.has(key));
        if (op === 2) {
          const v = record(key, `v${step}`);
          bulk.set(key, v);
          real.set(key, v);
        }
        if (op === 3) expect(bulk.delete(key)).toBe(real.delete(key));
        if (step % 20 === 0) expect(snapshot(bulk)).toEqual(snapshot(real));
      }
    }
  });

  it('makes a record only when it is read, once', () => {
    const { real, bulk, made } = lazyPair();
    const [first, second] = [...real.keys()];
    expect(bulk.size).toBe(real.size);
    expect(bulk.has(first!)).toBe(true);
    expect(bulk.delete(second!)).toBe(true);
    expect(made()).toBe(0);
    expect(bulk.get(first!)).toBe(real.get(first!));
    expect(bulk.get(first!)).toBe(real.get(first!));
    expect(made()).toBe(1);
    expect([...bulk.keys()]).toEqual([...real.keys()].filter((k) => k !== second));
    expect(made()).toBe(real.size - 1);
  });
});

describe('NumberedMap against a Map', () => {
  it('starts with the same entries, in the same order', () => {
    const { real, bulk } = pair();
    expect(snapshot(bulk)).toEqual(snapshot(real));
  });

  it.each([PREFIX, ''])('agrees on every get, has, set, delete and iteration (prefix "%s")', (prefix) => {
    for (const seed of [1, 2, 3, 4]) {
      const rng = mulberry32(seed);
      const { real, bulk } = pair(prefix);
      for (let step = 0; step < 400; step++) {
        const key = randomKey(rng, prefix);
        const op = Math.floor(rng() * 4);
        if (op === 0) expect(bulk.get(key)).toBe(real.get(key));
        if (op === 1) expect(bulk.has(key)).toBe(real.has(key));
        if (op === 2) {
          const v = record(key, `v${step}`);
          bulk.set(key, v);
          real.set(key, v);
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
      m.set(`${PREFIX}4`, record(`${PREFIX}4`, 'again'));
      m.set('other', record('other', 'x'));
    }
    expect(snapshot(bulk)).toEqual(snapshot(real));
  });

  it('visits entries added during iteration, as a Map iterator does', () => {
    const { real, bulk } = pair();
    const seen = (m: Map<string, Rec>) => {
      const keys: string[] = [];
      for (const [k] of m) {
        keys.push(k);
        if (k === `${PREFIX}1`) {
          m.set('late', record('late', 'l'));
          m.delete(`${PREFIX}2`);
        }
      }
      return keys;
    };
    expect(seen(bulk)).toEqual(seen(real));
  });
});
