/**
 * The finished run: outcome, the answer sentence (node ids with their names beside them), the
 * answer's nodes by name, the evidence with what was checked, error, method details, the program (shown here once, with a copy
 * button), tokens and time. A question that needs a model when none is configured gets a short
 * notice instead of the CLI's configuration help.
 */
import { describeEvidence } from '../../../src/evidence/describe-evidence.js';
import { type NamedPart, namedIdsIn, withNames } from '../names';
import type { RunRecord } from '../types';
import { Json, ProgramBlock } from './Code';
import { NoModelNotice } from './NoModelNotice';

function Named({ parts }: { parts: NamedPart[] }) {
  return (
    <>
      {parts.map((p, i) =>
        'id' in p ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
          <span key={i} className="named">
            {p.id} <span className="node-name">({p.name})</span>
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}

/** True when a run failed only because no model is configured. */
export function needsModel(run: RunRecord, replayOnly: boolean): boolean {
  return replayOnly && run.status === 'failed' && run.error?.code === 'config';
}

/** The result of a run; `names` maps node ids to names (for nodes that have one). */
export function ResultPanel({
  run,
  names,
  replayOnly,
}: {
  run: RunRecord;
  names: ReadonlyMap<string, string>;
  replayOnly: boolean;
}) {
  if (needsModel(run, replayOnly)) return <NoModelNotice />;
  const s = run.solution;
  const ids = s?.answer === undefined ? [] : namedIdsIn(s.answer, names);
  return (
    <section
      className={`result status-${run.status}`}
      data-status={run.status}
      aria-label="Answer"
      aria-live="polite"
    >
      <h2>
        {run.status === 'answered'
          ? 'Answer'
          : run.status === 'cancelled'
            ? 'Cancelled'
            : 'Could not compute'}
      </h2>
      {s && (
        <p className="answer-text" data-testid="answer-text">
          <Named parts={withNames(s.text, ids, names)} />
        </p>
      )}
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
      {ids.length > 0 && (
        <div className="answer-value">
          <span className="label">the answer's nodes</span>
          <ul className="answer-nodes" data-testid="answer-nodes">
            {ids.map((id) => (
              <li key={id}>
                <code>{id}</code> {names.get(id)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {s?.answer !== undefined &&
        (ids.length > 0 ? (
          <details className="section">
            <summary>answer value</summary>
            <Json value={s.answer} />
          </details>
        ) : (
          <div className="answer-value">
            <span className="label">answer value</span>
            <Json value={s.answer} />
          </div>
        ))}
      {s?.evidence && (
        <div className="answer-value" data-testid="evidence">
          <span className="label">
            evidence{' '}
            {s.evidence.failed ? '— its check failed' : s.evidence.unchecked ? '— not checked' : '— checked'}
          </span>
          <p className="evidence-line">{describeEvidence(s.evidence)}</p>
          <ul className="evidence-checks">
            {s.evidence.failed && <li className="error-line">{s.evidence.failed}</li>}
            {s.evidence.unchecked && <li>{s.evidence.unchecked}</li>}
            {s.evidence.verified.map((v) => (
              <li key={v}>{v}</li>
            ))}
          </ul>
        </div>
      )}
      {s && Object.keys(s.details).length > 0 && (
        <table className="details">
          <tbody>
            {Object.entries(s.details).map(([k, v]) => (
              <tr key={k}>
                <th scope="row">{k}</th>
                <td>{v === null ? '—' : String(v)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {s?.program && <ProgramBlock code={s.program.code} language={s.program.language} />}
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
