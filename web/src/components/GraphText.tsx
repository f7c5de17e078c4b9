/**
 * The drawing's text alternative: a summary the canvas points to (aria-describedby), each mark in
 * words (with the nodes and edges actually drawn, as data attributes for tests and tools), and the
 * nodes as a table whose rows open the same property panel a click on the canvas opens.
 */

import { describeMark, type NameOf } from '../graph/describe';
import type { DrawnMarks } from '../graph/draw-marks';
import { type Mark, markEdges, markNodes } from '../graph/marks';
import type { GraphView } from '../types';
import type { Selection } from './PropertyPanel';

/** Rows of the node table, at most. */
const TABLE_ROWS = 200;

/** The text alternative. */
export function GraphText({
  id,
  view,
  marks,
  drawn,
  name,
  labelOf,
  degree,
  onSelect,
}: {
  id: string;
  view: GraphView;
  marks: readonly Mark[];
  drawn: DrawnMarks;
  name: NameOf;
  labelOf(key: string): string;
  degree(key: string): number;
  onSelect(s: Selection): void;
}) {
  const marked = view.nodes.filter((n) => drawn.nodes.has(n.key));
  const rest = view.nodes.filter((n) => !drawn.nodes.has(n.key));
  const rows = [...marked, ...rest].slice(0, TABLE_ROWS);
  const sentences = marks.map((m) => describeMark(m, name, view));
  return (
    <div className="graph-text">
      <p id={id} className="visually-hidden">
        Drawing of {view.nodes.length} nodes and {view.edges.length} edges
        {view.sampled ? ` (a sample of ${view.totalNodes} nodes)` : ''},{' '}
        {view.directed ? 'directed' : 'undirected'}
        {view.weighted ? ', weighted' : ''}. {sentences.length ? sentences.join(' ') : 'Nothing is marked.'}
      </p>
      <details>
        <summary>The graph as text</summary>
        {marks.length > 0 && (
          <ul className="marks-text" data-testid="marks-text">
            {marks.map((m, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: marks are drawn in order and never reorder
                key={i}
                data-mark-kind={m.kind}
                data-nodes={markNodes(m).join(' ')}
                data-edges={markEdges(m)
                  .map(([a, b]) => `${a}-${b}`)
                  .join(' ')}
              >
                {sentences[i]}
              </li>
            ))}
          </ul>
        )}
        <table className="node-table">
          <caption>
            Nodes{marked.length ? ', marked first' : ''}
            {view.nodes.length > TABLE_ROWS ? ` (first ${TABLE_ROWS} of ${view.nodes.length})` : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">node</th>
              <th scope="col">label</th>
              <th scope="col">neighbors</th>
              <th scope="col">marked</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((n) => (
              <tr key={n.key}>
                <td>
                  <button
                    type="button"
                    className="link"
                    onClick={() => onSelect({ kind: 'node', key: n.key })}
                  >
                    {name(n.key)}
                  </button>
                </td>
                <td>{labelOf(n.key)}</td>
                <td>{degree(n.key)}</td>
                <td>{drawn.nodes.get(n.key)?.join(', ') ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
