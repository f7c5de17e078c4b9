/**
 * One trace step, drawn by its kind (never by method): a model turn (prompt, response, tool calls,
 * tokens), a program run (highlighted code, answer, output, error), a store query the program made,
 * a tool call (arguments, result), a retrieval (query, documents) or a note. A step inside another
 * (a program's store query, its evidence check) is drawn indented under it, naming it.
 */
import type { TraceStep } from '../types';
import { Code, isShown, Json, SameProgram, type ShownProgram, TextWithCode } from './Code';

function Badge({ children, tone = '' }: { children: React.ReactNode; tone?: string }) {
  return <span className={`badge ${tone}`}>{children}</span>;
}

function Section({
  title,
  children,
  open = false,
}: {
  title: string;
  children: React.ReactNode;
  open?: boolean;
}) {
  return (
    <details className="section" open={open}>
      <summary>{title}</summary>
      {children}
    </details>
  );
}

/** The card of one step; code equal to `shown` (the program shown elsewhere) is a reference to it. */
export function StepCard({ step, shown }: { step: TraceStep; shown?: ShownProgram | undefined }) {
  const failed = step.error !== undefined || (step.kind === 'exec' && !step.ok);
  const nested = step.parent !== undefined;
  return (
    <article
      className={`step step-${step.kind}${failed ? ' failed' : ''}${nested ? ' nested' : ''}`}
      data-kind={step.kind}
      {...(nested ? { 'data-parent': step.parent } : {})}
    >
      <header>
        <span className="index" title={nested ? `inside step ${(step.parent ?? 0) + 1}` : undefined}>
          {nested ? '└ ' : ''}
          {(step.index ?? 0) + 1}
        </span>
        <Badge tone={`kind-${step.kind}`}>{step.kind}</Badge>
        <strong>{step.name}</strong>
        <StepFacts step={step} />
        <span className="ms">{step.ms} ms</span>
      </header>
      {step.error && (
        <p className="error-line">
          {step.error.code}: {step.error.message}
        </p>
      )}
      <StepBody step={step} shown={shown} />
    </article>
  );
}

function StepFacts({ step }: { step: TraceStep }) {
  switch (step.kind) {
    case 'llm':
      return (
        <>
          <Badge>{step.model}</Badge>
          {step.turn !== undefined && <Badge>turn {step.turn}</Badge>}
          <Badge tone="tokens">
            {step.usage.inputTokens} in / {step.usage.outputTokens} out tokens
          </Badge>
        </>
      );
    case 'exec':
      return (
        <>
          <Badge>{step.language}</Badge>
          <Badge tone={step.ok ? 'ok' : 'bad'}>{step.ok ? 'ran' : 'failed'}</Badge>
        </>
      );
    case 'tool':
      return (
        <>
          <Badge>{step.tool}</Badge>
          <Badge>turn {step.turn}</Badge>
        </>
      );
    case 'query':
      return <Badge tone={step.error ? 'bad' : 'ok'}>{step.error ? 'failed' : `${step.rows} rows`}</Badge>;
    case 'retrieval':
      return <Badge>{step.retriever}</Badge>;
    default:
      return null;
  }
}

function StepBody({ step, shown }: { step: TraceStep; shown: ShownProgram | undefined }) {
  switch (step.kind) {
    case 'llm': {
      const system = step.messages.filter((m) => m.role === 'system');
      const asked = step.messages.filter((m) => m.role !== 'system');
      return (
        <>
          <Section title={`prompt (${asked.length} message${asked.length === 1 ? '' : 's'})`}>
            {system.map((m, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a step's messages never change or reorder
              <Section key={`s${i}`} title="system prompt">
                <pre className="text">{m.content}</pre>
              </Section>
            ))}
            {asked.map((m, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a step's messages never change or reorder
              <div key={i} className={`message role-${m.role}`}>
                <span className="role">{m.role}</span>
                <TextWithCode text={m.content} shown={shown} />
              </div>
            ))}
          </Section>
          <Section title="response" open>
            <TextWithCode text={step.response || '(no text)'} shown={shown} />
          </Section>
          {step.toolCalls?.length ? (
            <Section title={`tool calls (${step.toolCalls.length})`} open>
              {step.toolCalls.map((c) => (
                <div key={c.callId} className="tool-call">
                  <code>{c.tool}</code>
                  <Json value={c.args} />
                </div>
              ))}
            </Section>
          ) : null}
        </>
      );
    }
    case 'exec':
      return (
        <>
          {isShown(step.code, shown) ? (
            <SameProgram shown={shown!} />
          ) : (
            <Code code={step.code} language={step.language} />
          )}
          {step.ok && (
            <Section title="answer" open>
              <Json value={step.answer} />
            </Section>
          )}
          {step.output ? (
            <Section title="output" open={!step.ok}>
              <pre className="text">{step.output}</pre>
            </Section>
          ) : null}
        </>
      );
    case 'query':
      return (
        <>
          <pre className="text">{step.query}</pre>
          {step.params !== undefined && (
            <Section title="parameters">
              <Json value={step.params} />
            </Section>
          )}
        </>
      );
    case 'tool':
      return (
        <>
          <Section title="arguments" open>
            <Json value={step.args} />
          </Section>
          <Section title={`result${step.truncated ? ` (cut: ${step.truncated})` : ''}`} open>
            <Json value={step.result} />
          </Section>
        </>
      );
    case 'retrieval':
      return (
        <>
          <p className="query">query: {step.query}</p>
          <ol className="documents">
            {step.documents.map((d) => (
              <li key={d.id}>
                {d.name} <span className="muted">{d.id}</span>
              </li>
            ))}
          </ol>
        </>
      );
    case 'note':
      return (
        <>
          <pre className="text note-text">{step.text}</pre>
          {step.data !== undefined && (
            <Section title="data">
              <Json value={step.data} />
            </Section>
          )}
        </>
      );
    default:
      return <Json value={step} />;
  }
}

const FIRST_FENCE = /```[\w+-]*[^\n]*\n([\s\S]*?)```/;

/**
 * Where each step should point to instead of repeating the program: the finished run's program is
 * shown with the answer; while the run streams, the first program a model wrote is shown in its
 * own step, and later steps refer to that step.
 */
export function shownProgramFor(
  steps: readonly TraceStep[],
  program: string | undefined,
): (step: TraceStep) => ShownProgram | undefined {
  if (program !== undefined) return () => ({ code: program, where: 'with the answer' });
  for (const s of steps) {
    const code = s.kind === 'llm' ? FIRST_FENCE.exec(s.response)?.[1]?.replace(/\n$/, '') : undefined;
    if (code !== undefined)
      return (step) =>
        step.index === s.index ? undefined : { code, where: `in step ${(s.index ?? 0) + 1}` };
  }
  return () => undefined;
}
