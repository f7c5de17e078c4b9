/**
 * The graph, drawn with sigma.js: nodes colored by label (legend below), laid out so labels do not
 * overlap (layout.ts), weights on the edges of a weighted graph, and the marks — the answer's path,
 * cycle, nodes or edges, an agent's walk — drawn by draw-marks.ts. A click on a node or an edge
 * opens its properties; the text alternative (GraphText) says the same in words.
 *
 * For tests and tools, the canvas element carries what is drawn as data attributes
 * (data-marked-nodes, data-marked-edges, data-labels-shown, data-label-overlaps, …) and a
 * `grrafDrawing` handle giving a node's position on screen.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Sigma from 'sigma';
import { buildGraph } from '../graph/build-graph';
import { namer } from '../graph/describe';
import { type DrawnMarks, drawMarks } from '../graph/draw-marks';
import { chooseLabels, type LabelBox, type Obstacle } from '../graph/label-choice';
import { drawHover, drawLabel, LABEL, labelMeasurer } from '../graph/label-style';
import { labeledExtent, layOut, spreadLabels } from '../graph/layout';
import type { Mark } from '../graph/marks';
import { labelColors } from '../graph/palette';
import type { GraphView } from '../types';
import { GraphLegend } from './GraphLegend';
import { GraphText } from './GraphText';
import { PropertyPanel, type Selection } from './PropertyPanel';

/** What the canvas element offers to automation. */
export interface DrawingHandle {
  /** A node's center in CSS pixels from the canvas's top-left corner, if drawn. */
  position(key: string): { x: number; y: number } | undefined;
}

/** A drawing may grow this tall to keep every label. */
const MAX_HEIGHT = 640;

const NO_MARKS: DrawnMarks = { nodes: new Map(), edges: [], missingEdges: [], missingNodes: [] };

/** The drawing, its legend, its property panel and its text alternative. */
export function GraphCanvas({
  view,
  marks,
  note,
}: {
  view: GraphView;
  marks: readonly Mark[];
  /** Said in the legend when there is an answer but nothing to mark (e.g. "the answer names no nodes"). */
  note?: string | undefined;
}) {
  const container = useRef<HTMLDivElement>(null);
  const summaryId = useId();
  const [selection, setSelection] = useState<Selection | null>(null);
  const [panelSide, setPanelSide] = useState<'left' | 'right'>('right');
  const [drawn, setDrawn] = useState<DrawnMarks>(NO_MARKS);
  const [degrees, setDegrees] = useState<Map<string, number>>(new Map());
  const selected = useRef<Selection | null>(null);
  const sigmaRef = useRef<Sigma | null>(null);
  const colors = useMemo(() => labelColors(view.nodes), [view]);
  const name = useMemo(() => namer(view), [view]);

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    setSelection(null);
    selected.current = null;
    const graph = buildGraph(view, colors);
    const result = drawMarks(graph, [...marks]);
    const measure = labelMeasurer();
    const labels = {
      width: (key: string) => {
        const a = graph.getNodeAttributes(key);
        return measure(a.label, a.labelStyle);
      },
      height: LABEL.height,
      gap: LABEL.gap,
    };
    el.style.height = '';
    const frame = { width: el.clientWidth, height: el.clientHeight, padding: 12 };
    let over = layOut(graph, frame, labels, view.grid);
    // A page is short of width, not of scrolling: a taller drawing keeps every label.
    for (let grow = 0; grow < 3 && over > 1.02 && frame.height < MAX_HEIGHT; grow++) {
      frame.height = Math.min(MAX_HEIGHT, Math.ceil(frame.height * over));
      el.style.height = `${frame.height}px`;
      over = spreadLabels(graph, frame, labels);
    }
    const padding = frame.padding;
    let shown = new Set<string>();
    const sigma = new Sigma(graph, el, {
      labelDensity: 0,
      labelFont: LABEL.font,
      labelSize: LABEL.size,
      defaultDrawNodeLabel: drawLabel,
      defaultDrawNodeHover: drawHover,
      renderEdgeLabels: graph.someEdge((_, a) => a.label !== undefined),
      edgeLabelSize: 10,
      edgeLabelFont: LABEL.font,
      edgeLabelColor: { attribute: 'labelColor' },
      enableEdgeEvents: true,
      defaultEdgeType: view.directed ? 'arrow' : 'line',
      stagePadding: padding,
      zIndex: true,
      nodeReducer: (key, a) => ({
        ...a,
        forceLabel: shown.has(key),
        highlighted: selected.current?.kind === 'node' && selected.current.key === key,
      }),
      edgeReducer: (key, a) =>
        selected.current?.kind === 'edge' && key === `e${selected.current.index}`
          ? { ...a, color: '#1f2430', size: Math.max(3, a.size as number) }
          : a,
    });
    // Fit nodes *with their labels* into the view; the new box takes effect on the next refresh,
    // which must come before any position is read.
    sigma.setCustomBBox(labeledExtent(graph, labels));
    sigma.refresh();
    sigmaRef.current = sigma;

    let pending = 0;
    const chooseShown = () => {
      pending = 0;
      const { width, height } = sigma.getDimensions();
      const boxes: LabelBox[] = [];
      const discs: Obstacle[] = [];
      graph.forEachNode((key, a) => {
        const p = sigma.graphToViewport(a);
        const r = sigma.scaleSize(a.size);
        if (a.labelStyle === 'marked') discs.push({ x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r });
        const box = { x: p.x + r + LABEL.gap, y: p.y - LABEL.height / 2, height: LABEL.height };
        if (box.x > width || box.y > height || box.y + box.height < 0 || p.x + r < 0) return;
        boxes.push({
          key,
          ...box,
          width: measure(a.label, a.labelStyle),
          required: a.labelStyle === 'marked',
          priority: graph.degree(key),
        });
      });
      const choice = chooseLabels(boxes, discs);
      shown = choice.shown;
      const unlabeled = [...result.nodes.keys()].filter((k) => !shown.has(k));
      el.dataset.labelsShown = String(shown.size);
      el.dataset.labelOverlaps = String(choice.overlaps);
      el.dataset.unlabeledMarked = unlabeled.join(' ');
      sigma.refresh();
    };
    const schedule = () => {
      if (!pending) pending = requestAnimationFrame(chooseShown);
    };
    chooseShown();
    sigma.getCamera().on('updated', schedule);
    // The panel opens on the side away from what was clicked, so it never hides it.
    const side = (x: number) => setPanelSide(x > el.clientWidth / 2 ? 'left' : 'right');
    sigma.on('clickNode', ({ node, event }) => {
      side(event.x);
      setSelection({ kind: 'node', key: node });
    });
    sigma.on('clickEdge', ({ edge, event }) => {
      side(event.x);
      setSelection({ kind: 'edge', index: graph.getEdgeAttribute(edge, 'index') });
    });
    sigma.on('clickStage', () => setSelection(null));
    sigma.on('enterNode', () => el.classList.add('pointing'));
    sigma.on('leaveNode', () => el.classList.remove('pointing'));
    sigma.on('enterEdge', () => el.classList.add('pointing'));
    sigma.on('leaveEdge', () => el.classList.remove('pointing'));
    (el as HTMLElement & { grrafDrawing?: DrawingHandle }).grrafDrawing = {
      position: (key) =>
        graph.hasNode(key) ? sigma.graphToViewport(graph.getNodeAttributes(key)) : undefined,
    };
    setDrawn(result);
    setDegrees(new Map(graph.mapNodes((k) => [k, graph.degree(k)] as const)));
    return () => {
      if (pending) cancelAnimationFrame(pending);
      sigmaRef.current = null;
      sigma.kill();
    };
  }, [view, marks, colors]);

  useEffect(() => {
    selected.current = selection;
    sigmaRef.current?.refresh({ skipIndexation: true });
  }, [selection]);

  const colorLabel = (key: string) => colors.labelOf.get(key) ?? 'Node';
  const facts = {
    degree: (k: string) => degrees.get(k) ?? 0,
    markedBy: (k: string) => drawn.nodes.get(k) ?? [],
    labelOf: (k: string) => colors.legend.find((l) => l.label === colorLabel(k)),
  };
  return (
    <section className="graph" aria-label="The graph">
      <div className="canvas-wrap">
        <div
          ref={container}
          className="canvas"
          role="img"
          aria-label="Drawing of the graph"
          aria-describedby={summaryId}
          data-testid="graph-canvas"
          data-graph-nodes={view.nodes.length}
          data-grid={view.grid}
          data-mark-kinds={marks.map((m) => m.kind).join(' ')}
          data-marked-nodes={[...drawn.nodes.keys()].join(' ')}
          data-marked-edges={drawn.edges.join(' ')}
        />
        {selection && (
          <PropertyPanel
            view={view}
            selection={selection}
            facts={facts}
            side={panelSide}
            onClose={() => setSelection(null)}
          />
        )}
      </div>
      <GraphLegend view={view} labels={colors.legend} marks={marks} note={note} />
      {drawn.missingNodes.length > 0 && (
        <p className="note sampled">
          {drawn.missingNodes.length} marked node{drawn.missingNodes.length === 1 ? ' is' : 's are'} not in
          the drawing: {drawn.missingNodes.slice(0, 10).map(name).join(', ')}
          {drawn.missingNodes.length > 10 ? ', …' : ''}
        </p>
      )}
      {view.note && <p className="note sampled">{view.note}</p>}
      <GraphText
        id={summaryId}
        view={view}
        marks={marks}
        drawn={drawn}
        name={name}
        labelOf={colorLabel}
        degree={facts.degree}
        onSelect={setSelection}
      />
    </section>
  );
}
