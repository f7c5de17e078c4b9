/** The properties of the clicked node or edge: what a graph tool's inspector shows. */
import type { GraphView, PropertyValue } from '../types';

/** What is selected on the drawing. */
export type Selection = { kind: 'node'; key: string } | { kind: 'edge'; index: number };

/** Facts about the selection the view alone does not hold. */
export interface SelectionFacts {
  /** Neighbors of each node in the drawing. */
  degree(key: string): number;
  /** What marks a node, in words (e.g. "path start"), if anything does. */
  markedBy(key: string): string[];
  /** The color its label is drawn in, and that label. */
  labelOf(key: string): { label: string; color: string } | undefined;
}

function show(v: PropertyValue | undefined): string {
  if (v === null || v === undefined) return '—';
  return typeof v === 'string' ? v : JSON.stringify(v);
}

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <table className="properties">
      <tbody>
        {rows.map(([k, v]) => (
          <tr key={k}>
            <th scope="row">{k}</th>
            <td>{v}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The panel; `onClose` clears the selection. */
export function PropertyPanel({
  view,
  selection,
  facts,
  side = 'right',
  onClose,
}: {
  view: GraphView;
  selection: Selection;
  facts: SelectionFacts;
  /** The side of the drawing the panel covers. */
  side?: 'left' | 'right';
  onClose(): void;
}) {
  const byKey = (k: string) => view.nodes.find((n) => n.key === k);
  let title: string;
  let subtitle: string;
  let rows: [string, string][];
  if (selection.kind === 'node') {
    const n = byKey(selection.key);
    if (!n) return null;
    const label = facts.labelOf(n.key);
    title = n.label;
    subtitle = `${n.labels?.length ? n.labels.join(', ') : (label?.label ?? 'Node')} · id ${n.key}`;
    rows = [
      ...Object.entries(n.properties ?? {}).map(([k, v]): [string, string] => [k, show(v)]),
      ...(n.weight === undefined ? [] : [['weight', String(n.weight)] as [string, string]]),
      ['neighbors drawn', String(facts.degree(n.key))],
      ...(facts.markedBy(n.key).length
        ? [['marked as', facts.markedBy(n.key).join(', ')] as [string, string]]
        : []),
    ];
  } else {
    const e = view.edges[selection.index];
    if (!e) return null;
    const name = (k: string) => byKey(k)?.label ?? k;
    title = `${name(e.source)} ${view.directed ? '→' : '—'} ${name(e.target)}`;
    subtitle = `${e.type ?? 'edge'} · ${e.source} ${view.directed ? '→' : '—'} ${e.target}`;
    rows = [
      ...(e.weight === undefined ? [] : [['weight', String(e.weight)] as [string, string]]),
      ...Object.entries(e.properties ?? {}).map(([k, v]): [string, string] => [k, show(v)]),
    ];
  }
  return (
    <aside
      className={`property-panel on-${side}`}
      aria-label="Properties of the selection"
      data-testid="property-panel"
    >
      <header>
        <div>
          <strong className="panel-title">{title}</strong>
          <div className="muted">{subtitle}</div>
        </div>
        <button type="button" className="close" onClick={onClose} aria-label="Close the properties">
          ×
        </button>
      </header>
      {rows.length ? <Rows rows={rows} /> : <p className="muted">No properties.</p>}
    </aside>
  );
}
