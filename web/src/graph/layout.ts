/**
 * Where nodes go: on their grid when they name one (a maze), else ForceAtlas2 from a circle; then,
 * for graphs small enough to label every node, Noverlap pushes nodes apart until no two *labels*
 * overlap. Noverlap separates circles, and a label is a wide, low box to the right of its node, so
 * the layout runs in a space stretched vertically by the labels' aspect ratio, where each node and
 * its label become one circle (an ellipse once stretched back). Positions are in pixels of the
 * drawing, so the sizes Noverlap keeps apart are the sizes drawn.
 */
import type Graph from 'graphology';
import { circular } from 'graphology-layout';
import forceAtlas2 from 'graphology-layout-forceatlas2';
import noverlap from 'graphology-layout-noverlap';

/** The drawing's size in pixels, and the margin kept free around it. */
export interface Frame {
  width: number;
  height: number;
  padding: number;
}

/** How a node's label is drawn: its width in pixels; the height is the same for every label. */
export interface LabelMetrics {
  width(key: string): number;
  height: number;
  /** Gap between a node's disc and its label. */
  gap: number;
}

/** Graphs up to this many nodes are laid out so that every label fits. */
export const LABEL_LAYOUT_MAX_NODES = 120;

/**
 * Lays `graph` out in place — x and y of every node, in pixels of `frame` — and returns how many
 * times larger than the frame the drawing would need to be for no two labels to overlap (1 when
 * it fits; the drawing is then squeezed into the frame, and some labels will not be shown).
 */
export function layOut(graph: Graph, frame: Frame, labels: LabelMetrics, onGrid: boolean): number {
  if (!onGrid) {
    circular.assign(graph);
    if (graph.order > 1)
      forceAtlas2.assign(graph, {
        iterations: graph.order > 500 ? 60 : graph.order > 150 ? 150 : 300,
        // Barnes-Hut makes each iteration O(n log n) for the large samples.
        settings: { ...forceAtlas2.inferSettings(graph), barnesHutOptimize: graph.order > 300 },
      });
  }
  fitToFrame(graph, frame, labels, 'xy');
  if (onGrid || graph.order < 2 || graph.order > LABEL_LAYOUT_MAX_NODES) return 1;
  return spreadLabels(graph, frame, labels);
}

/**
 * Moves nodes apart until no two labels overlap; returns how many times taller than `frame` the
 * drawing would need to be for that (1 when it fits). Noverlap spreads the nodes, and squeezing
 * its result back into the frame would bring labels together again, so each round starts again
 * from the positions given, drawn smaller on each axis by as much as the round before overflowed
 * on it. What still overlaps is then moved apart vertically, where a page has room to grow.
 */
export function spreadLabels(graph: Graph, frame: Frame, labels: LabelMetrics): number {
  fitToFrame(graph, frame, labels, 'xy');
  const start = new Map(graph.mapNodes((key, a) => [key, { x: a.x as number, y: a.y as number }] as const));
  const shrink = { x: 1, y: 1 };
  for (let round = 0; round < 4; round++) {
    graph.updateEachNodeAttributes((key, a) => ({
      ...a,
      x: start.get(key)!.x * shrink.x,
      y: start.get(key)!.y * shrink.y,
    }));
    separateLabels(graph, labels);
    const over = overflow(graph, frame, labels);
    if (over.x <= 1.02 && over.y <= 1.02) break;
    shrink.x /= Math.max(1, over.x);
    shrink.y /= Math.max(1, over.y);
  }
  fitToFrame(graph, frame, labels, 'x');
  unstack(graph, labels);
  const over = overflow(graph, frame, labels).y;
  fitToFrame(graph, frame, labels, 'xy');
  return Math.max(1, over);
}

/**
 * Where labels still overlap (Noverlap stopped before the frame was filled, or a narrow frame left
 * no room across), moves the two nodes apart vertically — a label is wide and low, so up and
 * down is the short way out — until none overlap or the passes run out.
 */
function unstack(graph: Graph, labels: LabelMetrics): void {
  const keys = graph.nodes();
  const box = (key: string) => {
    const a = graph.getNodeAttributes(key);
    const r = a.size as number;
    const half = Math.max(r, labels.height / 2) + 1;
    return { key, x0: a.x - r, x1: a.x + r + labels.gap + labels.width(key), y: a.y as number, half };
  };
  for (let pass = 0; pass < 50; pass++) {
    const boxes = keys.map(box);
    let moved = false;
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!, boxes[j]!];
        if (a.x1 <= b.x0 || b.x1 <= a.x0) continue;
        const overlap = a.half + b.half - Math.abs(a.y - b.y);
        if (overlap <= 0) continue;
        const [low, high] = a.y <= b.y ? [a, b] : [b, a];
        low.y -= overlap / 2 + 0.5;
        high.y += overlap / 2 + 0.5;
        graph.setNodeAttribute(low.key, 'y', low.y);
        graph.setNodeAttribute(high.key, 'y', high.y);
        moved = true;
      }
    }
    if (!moved) return;
  }
}

/** The extent of the nodes with their labels, in the graph's coordinates. */
export function labeledExtent(
  graph: Graph,
  labels: LabelMetrics,
): { x: [number, number]; y: [number, number] } {
  let [x0, x1, y0, y1] = [Infinity, -Infinity, Infinity, -Infinity];
  graph.forEachNode((key, a) => {
    const r = a.size as number;
    const half = Math.max(r, labels.height / 2);
    x0 = Math.min(x0, a.x - r);
    x1 = Math.max(x1, a.x + r + labels.gap + labels.width(key));
    y0 = Math.min(y0, a.y - half);
    y1 = Math.max(y1, a.y + half);
  });
  return graph.order ? { x: [x0, x1], y: [y0, y1] } : { x: [0, 1], y: [0, 1] };
}

/** How many times the drawing, labels included, is larger than the frame's inside, per axis. */
function overflow(graph: Graph, frame: Frame, labels: LabelMetrics): { x: number; y: number } {
  const e = labeledExtent(graph, labels);
  return {
    x: (e.x[1] - e.x[0]) / Math.max(1, frame.width - 2 * frame.padding),
    y: (e.y[1] - e.y[0]) / Math.max(1, frame.height - 2 * frame.padding),
  };
}

/**
 * Scales node positions, each axis on its own (or only x), so the nodes with their labels fill
 * the frame.
 * Labels keep their pixel size whatever the scale, so the room left for positions is the frame
 * less the widest label's reach and one label's height.
 */
function fitToFrame(graph: Graph, frame: Frame, labels: LabelMetrics, axes: 'x' | 'xy'): void {
  let [x0, x1, y0, y1] = [Infinity, -Infinity, Infinity, -Infinity];
  let reach = 0;
  graph.forEachNode((key, a) => {
    [x0, x1, y0, y1] = [Math.min(x0, a.x), Math.max(x1, a.x), Math.min(y0, a.y), Math.max(y1, a.y)];
    reach = Math.max(reach, 2 * (a.size as number) + labels.gap + labels.width(key));
  });
  const roomX = Math.max(frame.width / 4, frame.width - 2 * frame.padding - reach);
  const roomY = Math.max(frame.height / 4, frame.height - 2 * frame.padding - labels.height);
  // A line of nodes (all at one x or one y) stays a line, centered.
  const sx = x1 > x0 ? roomX / (x1 - x0) : 1;
  const sy = y1 > y0 && axes === 'xy' ? roomY / (y1 - y0) : 1;
  const [cx, cy] = [(x0 + x1) / 2, axes === 'xy' ? (y0 + y1) / 2 : 0];
  graph.updateEachNodeAttributes((_, a) => ({ ...a, x: (a.x - cx) * sx, y: (a.y - cy) * sy }));
}

/** Noverlap on node-and-label ellipses (see the file's comment). */
function separateLabels(graph: Graph, labels: LabelMetrics): void {
  const halfHeight = (r: number) => Math.max(r, labels.height / 2) + 1;
  const box = (key: string, r: number) => {
    const halfWidth = (2 * r + labels.gap + labels.width(key)) / 2 + 1;
    // The box's center lies right of the node, by the label's half-width.
    return { halfWidth, dx: halfWidth - r };
  };
  const widths: number[] = [];
  graph.forEachNode((key, a) => {
    widths.push(box(key, a.size as number).halfWidth);
  });
  widths.sort((a, b) => a - b);
  const stretch = Math.max(1, widths[Math.floor(widths.length / 2)]! / halfHeight(0));
  noverlap.assign(graph, {
    maxIterations: 200,
    settings: { margin: 3, ratio: 1, speed: 3, expansion: 1.1, gridSize: 20 },
    inputReducer: (key, a) => {
      const r = (a.size ?? 1) as number;
      const b = box(key, r);
      return { x: a.x + b.dx, y: a.y * stretch, size: Math.max(b.halfWidth, halfHeight(r) * stretch) };
    },
    outputReducer: (key, p) => {
      const r = graph.getNodeAttribute(key, 'size') as number;
      return { x: p.x - box(key, r).dx, y: p.y / stretch };
    },
  });
}
