/** Pick a graph (a bundled example, a store, an upload) or upload one; a parse error shows where it is. */
import { useState } from 'react';
import { api } from '../api';
import type { ApiError, LibraryGraph } from '../types';
import { ErrorBox } from './ErrorBox';

const FORMATS = ['', 'edgelist', 'graphinstruct', 'gtools', 'node-link', 'graphml', 'csv'];

/** The picker. */
export function GraphPicker(props: {
  graphs: LibraryGraph[];
  selected: string | undefined;
  onSelect(id: string): void;
  onUploaded(graph: LibraryGraph): void;
}) {
  const [format, setFormat] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      props.onUploaded(await api.upload(file, format));
    } catch (e) {
      setError((e as { error?: ApiError }).error ?? { code: 'error', message: String(e) });
    } finally {
      setBusy(false);
    }
  };
  const current = props.graphs.find((g) => g.id === props.selected);
  return (
    <section className="picker" aria-label="Graph">
      <label>
        Graph
        <select
          value={props.selected ?? ''}
          onChange={(e) => props.onSelect(e.target.value)}
          data-testid="graph-select"
        >
          <option value="" disabled>
            choose a graph…
          </option>
          {(['example', 'store', 'upload'] as const).map((origin) => {
            const some = props.graphs.filter((g) => g.origin === origin);
            return some.length ? (
              <optgroup key={origin} label={`${origin}s`}>
                {some.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name} ({g.counts.nodes} nodes, {g.counts.edges} edges)
                  </option>
                ))}
              </optgroup>
            ) : null;
          })}
        </select>
      </label>
      <div className="upload">
        <label>
          Upload a graph file
          <input
            type="file"
            disabled={busy}
            onChange={(e) => upload(e.target.files?.[0])}
            data-testid="upload"
          />
        </label>
        <label className="format">
          Format
          <select value={format} onChange={(e) => setFormat(e.target.value)} data-testid="upload-format">
            {FORMATS.map((f) => (
              <option key={f} value={f}>
                {f || 'detect'}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && <ErrorBox error={error} />}
      {current && (
        <p className="graph-facts">
          {current.format} · {current.counts.directed ? 'directed' : 'undirected'}
          {current.counts.weighted ? ', weighted' : ''} · labels:{' '}
          {current.counts.labels.map((l) => `${l.label} (${l.count})`).join(', ')}
          {current.warnings.count > 0 && ` · ${current.warnings.count} warnings`}
          {current.example?.description ? ` — ${current.example.description}` : ''}
        </p>
      )}
    </section>
  );
}
