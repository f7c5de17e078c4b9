/**
 * Prints a Solution's trace for people: one header line per step (kind, name, model or language,
 * tokens, milliseconds, error), then its prompt and response, its code and result, or its tool
 * call and result, indented; then a summary line.
 */
import type { Solution } from '../methods/solution.js';
import type { TraceStep } from '../trace/trace.js';

const INDENT = '    ';

/** The whole trace, numbered, followed by a summary line. */
export function formatTrace(solution: Solution): string {
  const blocks = solution.trace.map((step, i) => formatStep(step, i + 1));
  blocks.push(summaryLine(solution));
  return blocks.join('\n\n');
}

/** `grraf · answered · path first-try, repairs 0 · tokens: 390 in / 102 out · 1.2 s`. */
export function summaryLine(s: Solution): string {
  const outcome = s.outcome === 'answered' ? 'answered' : `could not compute (${s.error?.code ?? 'error'})`;
  const details = Object.entries(s.details)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  const parts = [s.method, outcome, ...(details ? [details] : [])];
  return `${parts.join(' · ')} · tokens: ${s.usage.inputTokens} in / ${s.usage.outputTokens} out · ${seconds(s.ms)}`;
}

/** One step: a header line and its indented body. */
function formatStep(step: TraceStep, n: number): string {
  const failed = step.error ? ` · ERROR ${step.error.code}: ${step.error.message}` : '';
  switch (step.kind) {
    case 'llm': {
      const turn = step.turn === undefined ? '' : ` turn ${step.turn}`;
      const head = `[${n}] llm ${step.name}${turn} · ${step.model} · ${step.usage.inputTokens} in / ${step.usage.outputTokens} out · ${step.ms} ms${failed}`;
      // The system prompt is the same on every call: show only the rest.
      const asked = step.messages.filter((m) => m.role !== 'system').map((m) => m.content);
      const parts = [head, section('prompt', asked.join('\n')), section('response', step.response)];
      if (step.toolCalls?.length) {
        const calls = step.toolCalls.map((c) => `${c.tool}(${JSON.stringify(c.args)})`);
        parts.push(section('tool calls', calls.join('\n')));
      }
      return parts.join('\n');
    }
    case 'exec': {
      const head = `[${n}] exec ${step.name} · ${step.language} · ${step.ok ? 'ok' : 'failed'} · ${step.ms} ms${failed}`;
      const parts = [head, section('code', step.code)];
      if (step.ok) parts.push(section('answer', JSON.stringify(step.answer) ?? 'undefined'));
      if (step.output) parts.push(section('output', step.output));
      if (step.queries?.length) parts.push(section('queries', queryLines(step)));
      return parts.join('\n');
    }
    case 'tool': {
      const cut = step.truncated ? ` · ${step.truncated}` : '';
      const head = `[${n}] tool ${step.tool} · turn ${step.turn} · ${step.ms} ms${cut}${failed}`;
      return [
        head,
        section('args', JSON.stringify(step.args)),
        section('result', JSON.stringify(step.result)),
      ].join('\n');
    }
    case 'retrieval': {
      const head = `[${n}] retrieval ${step.name} · ${step.retriever} · ${step.documents.length} documents · ${step.ms} ms${failed}`;
      return [head, section('documents', step.documents.map((d) => d.name).join('\n'))].join('\n');
    }
    case 'note':
      return step.text.includes('\n')
        ? `[${n}] ${step.name}${failed}\n${indent(step.text)}`
        : `[${n}] ${step.name} · ${step.text}${failed && !step.text.includes(step.error!.message) ? failed : ''}`;
  }
}

/** One line per query a program made: its text, parameters, rows or error, time. */
function queryLines(step: Extract<TraceStep, { kind: 'exec' }>): string {
  const lines = (step.queries ?? []).map((q) => {
    const params = q.params ? ` ${JSON.stringify(q.params)}` : '';
    const outcome = q.error ? `failed: ${q.error}` : `${q.rows} rows`;
    return `${q.query.replaceAll('\n', ' ')}${params} → ${outcome} · ${q.ms} ms`;
  });
  if (step.queriesOmitted) lines.push(`… and ${step.queriesOmitted} more`);
  return lines.join('\n');
}

function section(title: string, body: string): string {
  return `  ${title}:\n${indent(body === '' ? '(empty)' : body)}`;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((l) => `${INDENT}${l}`)
    .join('\n');
}

function seconds(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}
