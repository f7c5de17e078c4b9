/**
 * Prints a Solution's trace for people: one header line per step (kind, name, model or language,
 * tokens, milliseconds, error), then its prompt and response, its code and result, or its tool
 * call and result, indented; then a summary line. A step inside another (a program's store query,
 * its evidence check) is printed under it, indented one level more, with a `└` before its number.
 */
import type { Solution } from '../methods/solution.js';
import type { ExecStep, QueryRecord, TraceStep } from '../trace/trace.js';

const INDENT = '    ';
const NESTED = '  ';

/** The whole trace, numbered, followed by a summary line. */
export function formatTrace(solution: Solution): string {
  const depth = nestingDepths(solution.trace);
  const blocks = solution.trace.map((step, i) => {
    const d = depth.get(step) ?? 0;
    const text = formatStep(step, i + 1);
    return d === 0 ? text : nest(`└ ${text}`, d);
  });
  blocks.push(summaryLine(solution));
  return blocks.join('\n\n');
}

/** How deep each step sits under its parents (parents are earlier steps, named by trace index). */
function nestingDepths(steps: readonly TraceStep[]): Map<TraceStep, number> {
  const byIndex = new Map(steps.map((s) => [s.index, s]));
  const depth = new Map<TraceStep, number>();
  for (const s of steps) {
    const parent = s.parent === undefined ? undefined : byIndex.get(s.parent);
    depth.set(s, parent === undefined ? 0 : (depth.get(parent) ?? 0) + 1);
  }
  return depth;
}

function nest(text: string, depth: number): string {
  const pad = NESTED.repeat(depth);
  return text
    .split('\n')
    .map((l) => `${pad}${l}`)
    .join('\n');
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
      else if (step.queriesOmitted)
        parts.push(section('queries', `… ${step.queriesOmitted} more than the query steps below`));
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
    case 'query':
      return `[${n}] query · ${queryLine(step)}`;
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

/** The queries listed inside an exec step (traces written before queries were steps of their own). */
function queryLines(step: ExecStep): string {
  const lines = (step.queries ?? []).map(queryLine);
  if (step.queriesOmitted) lines.push(`… and ${step.queriesOmitted} more`);
  return lines.join('\n');
}

/** One query: its text, parameters, rows or error, time. */
function queryLine(q: Omit<QueryRecord, 'error'> & { error?: string | { message: string } }): string {
  const params = q.params ? ` ${JSON.stringify(q.params)}` : '';
  const error = typeof q.error === 'string' ? q.error : q.error?.message;
  const outcome = error !== undefined ? `failed: ${error}` : `${q.rows} rows`;
  return `${q.query.replaceAll('\n', ' ')}${params} → ${outcome} · ${q.ms} ms`;
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
