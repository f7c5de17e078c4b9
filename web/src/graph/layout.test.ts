import { describe, expect, it } from 'vitest';
import { EXAMPLES_DIR } from '../../../src/app/model.js';
import { readGraphFile } from '../../../src/graph/formats/index.js';
import { graphView } from '../../../src/server/view/graph-view.js';
import { buildGraph } from './build-graph';
import { countOverlaps } from './label-choice';
import { labeledExtent, layOut } from './layout';
import { labelColors } from './palette';

/** Labels measured as a browser would, roughly: 7 px a character plus insets. */
const measure = (text: string) => text.length * 7 + 6;

async function laidOut(path: string, frame: { width: number; height: number }) {
  const view = graphView((await readGraphFile(`${EXAMPLES_DIR}${path}`)).graph);
  const g = buildGraph(view, labelColors(view.nodes));
  const labels = { width: (k: string) => measure(g.getNodeAttribute(k, 'label')), height: 16, gap: 5 };
  const over = layOut(g, { ...frame, padding: 12 }, labels, view.grid);
  const boxes = g.mapNodes((key, a) => ({
    key,
    x: a.x + a.size + labels.gap,
    y: a.y - labels.height / 2,
    width: labels.width(key),
    height: labels.height,
    priority: 0,
    required: true,
  }));
  return { g, over, boxes, extent: labeledExtent(g, labels) };
}

const size = (e: { x: [number, number]; y: [number, number] }) => ({
  width: e.x[1] - e.x[0],
  height: e.y[1] - e.y[0],
});

describe('layOut', () => {
  it.each(['road-network/roads.edgelist', 'supply-chain', 'graphinstruct/shortest-path.txt'])(
    'lays out %s with every label clear of every other, within the frame',
    async (path) => {
      const { over, boxes, extent } = await laidOut(path, { width: 600, height: 460 });
      expect(over).toBeLessThan(1.03);
      expect(countOverlaps(boxes)).toBe(0);
      const s = size(extent);
      expect(s.width).toBeLessThanOrEqual(600);
      expect(s.height).toBeLessThanOrEqual(460);
    },
  );

  it('says how much taller a narrow frame must grow to keep every label', async () => {
    const { over } = await laidOut('supply-chain', { width: 360, height: 300 });
    expect(over).toBeGreaterThan(1.03);
    const taller = await laidOut('supply-chain', { width: 360, height: Math.ceil(300 * over) + 40 });
    expect(countOverlaps(taller.boxes)).toBe(0);
  });

  it('keeps a grid graph on its grid: rows and columns stay aligned', () => {
    const nodes = [];
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 4; c++) nodes.push({ key: `${r},${c}`, label: `${r},${c}`, row: r, col: c });
    const view = {
      directed: false,
      weighted: false,
      nodes,
      edges: [],
      totalNodes: 12,
      totalEdges: 0,
      sampled: false,
      grid: true,
    };
    const g = buildGraph(view, labelColors(nodes));
    layOut(g, { width: 500, height: 400, padding: 10 }, { width: () => 30, height: 16, gap: 5 }, true);
    const xs = new Set(
      g.mapNodes((k, a) => (k.endsWith(',2') ? Math.round(a.x) : Number.NaN)).filter(Number.isFinite),
    );
    const ys = new Set(
      g.mapNodes((k, a) => (k.startsWith('1,') ? Math.round(a.y) : Number.NaN)).filter(Number.isFinite),
    );
    expect(xs.size).toBe(1);
    expect(ys.size).toBe(1);
  });
});
