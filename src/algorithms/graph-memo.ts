/**
 * Per-graph memory for derived structures (the compact index and what is built from it), so a
 * program that calls several library functions on one graph builds them once.
 *
 * Entries live in a WeakMap keyed by the graph object and are all dropped on the first change
 * graphology reports (nodes or edges added or dropped, the graph cleared, edge attributes set):
 * the listeners remove themselves then, so later changes cost nothing until the next build.
 * Before every use the listeners are checked to still be there (a program may have called
 * `removeAllListeners`), else the memory is rebuilt. Edge weights are not memorized: programs
 * can change an attributes object in place, which graphology cannot report.
 */
import type { AnyGraph } from './common.js';
import { requireGraph } from './common.js';

/** graphology events after which a derived structure may be stale. */
const CHANGES = [
  'nodeAdded',
  'nodeDropped',
  'edgeAdded',
  'edgeDropped',
  'cleared',
  'edgesCleared',
  'edgeAttributesUpdated',
  'eachEdgeAttributesUpdated',
] as const;

interface Slot {
  values: Map<string, unknown>;
  forget: () => void;
}

const slots = new WeakMap<AnyGraph, Slot>();

/**
 * True while every change event still reaches the slot's `forget`. Read from the emitter's own
 * table (the one `emit` dispatches from, and `listeners` copies from) when it has one: a call reads
 * the memo two or three times, and `listeners` copied an array per event each time.
 */
function listening(G: AnyGraph, slot: Slot): boolean {
  const table = (G as { _events?: unknown })._events;
  if (typeof table !== 'object' || table === null) {
    return CHANGES.every((event) => G.listeners(event).includes(slot.forget));
  }
  const events = table as Record<string, unknown>;
  for (const event of CHANGES) {
    const held = events[event];
    if (held !== slot.forget && !(Array.isArray(held) && held.includes(slot.forget))) return false;
  }
  return true;
}

function openSlot(G: AnyGraph): Slot {
  const slot: Slot = {
    values: new Map(),
    forget: () => {
      for (const event of CHANGES) G.removeListener(event, slot.forget);
      if (slots.get(G) === slot) slots.delete(G);
    },
  };
  for (const event of CHANGES) G.on(event, slot.forget);
  slots.set(G, slot);
  return slot;
}

function liveSlot(G: AnyGraph): Slot | undefined {
  requireGraph(G);
  const slot = slots.get(G);
  if (slot === undefined) return undefined;
  if (listening(G, slot)) return slot;
  slot.forget();
  return undefined;
}

/** The value memorized for `G` under `name`, computed (and memorized) when absent or stale. */
export function memo<T>(G: AnyGraph, name: string, compute: () => T): T {
  const slot = liveSlot(G) ?? openSlot(G);
  if (slot.values.has(name)) return slot.values.get(name) as T;
  const value = compute();
  // compute() may have changed G (it should not); then the slot is gone and nothing is kept.
  if (slots.get(G) === slot) slot.values.set(name, value);
  return value;
}

/** The value memorized for `G` under `name` when present and current, without computing it. */
export function peekMemo<T>(G: AnyGraph, name: string): T | undefined {
  return liveSlot(G)?.values.get(name) as T | undefined;
}
