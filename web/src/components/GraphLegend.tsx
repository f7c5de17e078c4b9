/** The drawing's legend: what each node color is (label and count), what each marked color is. */
import { WEIGHT_LABELS_MAX_EDGES } from '../graph/build-graph';
import { weightAlong } from '../graph/describe';
import { markColor } from '../graph/draw-marks';
import type { Mark } from '../graph/marks';
import { markEdges } from '../graph/marks';
import type { GraphView } from '../types';

/** The legend. */
export function GraphLegend({
  view,
  labels,
  marks,
  note,
}: {
  view: GraphView;
  labels: { label: string; color: string; count: number }[];
  marks: readonly Mark[];
  note?: string | undefined;
}) {
  const weightOf = (m: Mark) => {
    const w = m.kind === 'path' || m.kind === 'cycle' ? weightAlong(view, markEdges(m)) : undefined;
    return w === undefined ? '' : ` Total weight ${w}.`;
  };
  const weights = view.weighted
    ? view.edges.length <= WEIGHT_LABELS_MAX_EDGES
      ? ' · weights on the edges'
      : ` · weighted (weights not written: more than ${WEIGHT_LABELS_MAX_EDGES} edges)`
    : '';
  return (
    <div className="legend" data-testid="legend">
      <p className="legend-line">
        {view.totalNodes.toLocaleString('en-US')} nodes, {view.totalEdges.toLocaleString('en-US')} edges
        {view.directed ? ', directed' : ''}
        {weights}
        {view.grid ? ' · drawn on its grid' : ''}
      </p>
      <ul className="legend-labels" aria-label="Node colors by label">
        {labels.map((l) => (
          <li key={l.label}>
            <span className="swatch" style={{ background: l.color }} aria-hidden="true" /> {l.label}{' '}
            <span className="muted">({l.count})</span>
          </li>
        ))}
      </ul>
      {marks.length === 0 && note && (
        <p className="legend-note" data-testid="legend-note">
          {note}
        </p>
      )}
      {marks.length > 0 && (
        <ul className="legend-marks" aria-label="What is marked">
          {marks.map((m, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: marks are drawn in order and never reorder
            <li key={i} data-mark-kind={m.kind}>
              <span
                className={`swatch mark-${m.kind}`}
                style={m.kind === 'nodes' ? { borderColor: markColor(m) } : { background: markColor(m) }}
                aria-hidden="true"
              />{' '}
              {m.caption}
              {weightOf(m)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
