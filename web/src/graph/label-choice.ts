/**
 * Which labels to draw at the current zoom: every label that must be read (the marked nodes')
 * first, then the others by importance, each only if its box overlaps no label already chosen.
 * Sigma's own choice keeps one label per grid cell, which dropped 8 of the road network's 20 —
 * the asked-about endpoint among them; this one drops a label only where it would cover another.
 */

/** A node's label where it would be drawn, in viewport pixels. */
export interface LabelBox {
  key: string;
  /** The box: left, top, width, height. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Higher goes first. */
  priority: number;
  /** Drawn even if it overlaps (a marked node's label). */
  required: boolean;
}

/** The labels to draw, and how many pairs of them still overlap (only required ones can). */
export interface LabelChoice {
  shown: Set<string>;
  overlaps: number;
}

const CELL = 64;

/** A box no optional label may cover (a marked node's disc). */
export type Obstacle = Pick<LabelBox, 'x' | 'y' | 'width' | 'height'>;

/**
 * Chooses labels greedily, with a grid of cells so each box is tested only against its neighbors;
 * an optional label must also leave `obstacles` uncovered.
 */
export function chooseLabels(boxes: readonly LabelBox[], obstacles: readonly Obstacle[] = []): LabelChoice {
  const order = [...boxes].sort(
    (a, b) =>
      Number(b.required) - Number(a.required) || b.priority - a.priority || a.key.localeCompare(b.key),
  );
  const cells = new Map<string, LabelBox[]>();
  const shown = new Set<string>();
  let overlaps = 0;
  for (const box of order) {
    const near = new Set<LabelBox>();
    for (const cell of cellsOf(box)) for (const other of cells.get(cell) ?? []) near.add(other);
    const hits = [...near].filter((other) => intersects(box, other)).length;
    if (!box.required && (hits > 0 || obstacles.some((o) => intersects(box, o)))) continue;
    overlaps += hits;
    shown.add(box.key);
    for (const cell of cellsOf(box)) {
      const list = cells.get(cell);
      if (list) list.push(box);
      else cells.set(cell, [box]);
    }
  }
  return { shown, overlaps };
}

/** Pairs of boxes that overlap, among `boxes` (for checks and tests). */
export function countOverlaps(boxes: readonly LabelBox[]): number {
  let n = 0;
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) if (intersects(boxes[i]!, boxes[j]!)) n++;
  return n;
}

function intersects(a: Obstacle, b: Obstacle): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function cellsOf(b: Obstacle): string[] {
  const out: string[] = [];
  for (let i = Math.floor(b.x / CELL); i <= Math.floor((b.x + b.width) / CELL); i++)
    for (let j = Math.floor(b.y / CELL); j <= Math.floor((b.y + b.height) / CELL); j++) out.push(`${i},${j}`);
  return out;
}
