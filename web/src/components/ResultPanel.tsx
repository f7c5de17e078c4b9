/** The finished run: outcome, answer sentence, error, method details as a table, program, tokens and time. */
import type { RunRecord } from '../types';
import { Code, Json } from './Code';

/** The result of a run. */
export function ResultPanel({ run }: { run: RunRecord }) {
  const s = run.solution;
  return (
    <section className={`result status-${run.status}`} data-status={run.status}>
      <h2>
        {run.status === 'answered'
          ? 'Answer'
          : run.status === 'cancelled'
            ? 'Cancelled'
            : 'Could not compute'}
      </h2>
      {s && <p className="answer-text">{s.text}</p>}
      {run.error && (
        <p className="error-line">
          {String(run.error.code)}: {String(run.error.message)}
        </p>
      )}
      {s?.error && (
        <p className="error-line">
          {s.error.code} at step “{s.error.step}”: {s.error.message}
        </p>
      )}
      {s?.answer !== undefined && (
        <div className="answer-value">
          <span className="label">answer value</span>
          <Json value={s.answer} />
        </div>
      )}
      {s && Object.keys(s.details).length > 0 && (
        <table className="details">
          <tbody>
            {Object.entries(s.details).map(([k, v]) => (
              <tr key={k}>
                <th>{k}</th>
                <td>{v === null ? '—' : String(v)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {s?.program && (
        <details className="section">
          <summary>program ({s.program.language})</summary>
          <Code code={s.program.code} language={s.program.language} />
        </details>
      )}
      <p className="facts">
        {s && (
          <>
            method {s.method} · tokens {s.usage.inputTokens} in / {s.usage.outputTokens} out ·{' '}
          </>
        )}
        {run.ms ?? 0} ms · model:{' '}
        {run.replay ? `replayed recording of ${run.replay.recordedWith}` : run.model}
      </p>
    </section>
  );
}
