/**
 * The graph, drawn with sigma.js from a graphology graph: laid out with ForceAtlas2 (or on its grid
 * when every node has a cell, as a maze's do), the answer's nodes and edges highlighted, an agent's
 * walk drawn in order. What is highlighted and why is said under the drawing.
 */
import Graph from 'graphology';
import { circular } from 'graphology-layout';
import forceAtlas2 from 'graphology-layout-forceatlas2';
import { useEffect, useRef } from 'react';
import Sigma from 'sigma';
import type { AnswerHighlight, GraphView } from '../types';

const COLORS = { node: '#8a94a6', edge: '#ccd2dc', answer: '#e8590c', walk: '#1971c2' };

/** Builds the graphology graph with positions, sizes and colors. */
function drawable(view: GraphView, highlight: AnswerHighlight | null): Graph {
  const g = new Graph({ type: view.directed ? 'directed' : 'undirected', multi: true, allowSelfLoops: true });
  const small = view.nodes.length <= 80;
  const base = small ? 7 : Math.max(2, 6 - Math.log10(view.nodes.length));
  for (const n of view.nodes) {
    g.addNode(n.key, {
      label: n.label,
      size: base,
      color: COLORS.node,
      x: n.col ?? 0,
      y: n.row === undefined ? 0 : -n.row,
    });
  }
  for (const e of view.edges) g.addEdge(e.source, e.target, { size: 1, color: COLORS.edge });
  if (!view.grid) {
    circular.assign(g);
    if (g.order > 1)
      forceAtlas2.assign(g, { iterations: g.order > 500 ? 80 : 300, settings: forceAtlas2.inferSettings(g) });
  }
  if (!highlight) return g;
  const paint = (pairs: [string, string][], color: string) => {
    for (const [a, b] of pairs) {
      if (!g.hasNode(a) || !g.hasNode(b)) continue;
      for (const e of [...g.edges(a, b), ...(view.directed ? g.edges(b, a) : [])]) {
        g.mergeEdgeAttributes(e, { color, size: 4 });
      }
    }
  };
  const walk = highlight.walk;
  walk.forEach((k, i) => {
    if (g.hasNode(k))
      g.mergeNodeAttributes(k, {
        color: COLORS.walk,
        size: base * 1.4,
        label: `${g.getNodeAttribute(k, 'label')} (${i + 1})`,
      });
  });
  paint(
    walk.slice(1).map((k, i) => [walk[i]!, k]),
    COLORS.walk,
  );
  for (const k of highlight.nodes) {
    if (g.hasNode(k))
      g.mergeNodeAttributes(k, { color: COLORS.answer, size: base * 1.8, forceLabel: true, zIndex: 1 });
  }
  paint(highlight.edges, COLORS.answer);
  return g;
}

/** The drawing and its legend. */
export function GraphCanvas({ view, highlight }: { view: GraphView; highlight: AnswerHighlight | null }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    const graph = drawable(view, highlight);
    const sigma = new Sigma(graph, container.current, {
      renderEdgeLabels: false,
      labelRenderedSizeThreshold: view.nodes.length <= 80 ? 0 : 8,
      defaultEdgeType: view.directed ? 'arrow' : 'line',
      zIndex: true,
    });
    return () => sigma.kill();
  }, [view, highlight]);
  const shown = highlight?.nodes.filter((k) => view.nodes.some((n) => n.key === k)).length ?? 0;
  return (
    <section className="graph">
      <div
        ref={container}
        className="canvas"
        data-graph-nodes={view.nodes.length}
        data-highlight-shape={highlight?.shape ?? 'none'}
        data-highlighted-nodes={shown}
        data-walk={highlight?.walk.length ?? 0}
        data-grid={view.grid}
      />
      <p className="legend">
        {view.totalNodes.toLocaleString('en-US')} nodes, {view.totalEdges.toLocaleString('en-US')} edges
        {view.directed ? ', directed' : ''}
        {view.grid ? ' · drawn on its grid' : ''}
        {highlight && (
          <>
            {' · '}
            <span className="swatch answer" /> {highlight.note}
            {highlight.walk.length > 0 && (
              <>
                {' '}
                <span className="swatch walk" /> walk of {highlight.walk.length} steps
              </>
            )}
          </>
        )}
      </p>
      {view.note && <p className="note sampled">{view.note}</p>}
    </section>
  );
}
