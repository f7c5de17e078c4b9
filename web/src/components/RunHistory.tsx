/** Past runs (GET /api/runs), newest first; picking one shows its steps, answer and graph again. */
import type { RunSummary } from '../types';

/** The list. */
export function RunHistory({
  runs,
  current,
  onOpen,
}: {
  runs: RunSummary[];
  current?: string;
  onOpen(id: string): void;
}) {
  if (runs.length === 0) return null;
  return (
    <section className="history">
      <h2>Past runs</h2>
      <ul>
        {runs.slice(0, 12).map((r) => (
          <li key={r.id} className={r.id === current ? 'current' : ''}>
            <button type="button" className="link" onClick={() => onOpen(r.id)}>
              <span className={`dot status-${r.status}`} title={r.status} /> {r.question}
            </button>
            <span className="muted">
              {' '}
              {r.method} · {r.status}
              {r.ms !== undefined ? ` · ${r.ms} ms` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
