/**
 * The Markdown report: header (model, date, settings), accuracy per task, GraphWalk's Tables 1–4
 * when the run has their questions (walk-markdown.ts), the run's method's own section (method-sections.ts),
 * GRRAF's Table 2, tokens and overhead per graph size, latency, overhead targets, label
 * disagreements, wrong answers.
 */
import { percent as pct, table } from './markdown-table.js';
import { methodMarkdown } from './method-sections.js';
import type { RunSummary } from './summary.js';
import { walkSections } from './walk-markdown.js';

/** The banner every report of the test double carries. */
export const TEST_DOUBLE_BANNER = 'TEST DOUBLE — not an LLM; measures the pipeline, not model accuracy';

const ms = (x: number) => (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(1)} ms`);
const n0 = (x: number) => x.toFixed(0);

function header(s: RunSummary): string[] {
  const m = s.meta;
  const lines = [`# grraf bench: ${m.method} on ${m.dataset}`, ''];
  if (s.testDouble) lines.push(`> **${TEST_DOUBLE_BANNER}**`, '');
  lines.push(
    `- Model: \`${m.model}\``,
    `- Dataset: ${m.datasetDescription}`,
    `- Date: ${m.startedAt}${m.finishedAt ? ` – ${m.finishedAt}` : ' (unfinished)'}${m.resumes ? `, resumed ${m.resumes}×` : ''}`,
    ...(m.repairs ?? []).map((r) => `- Repaired on ${r}`),
    `- Truth: ${m.truthSource === 'computed' ? 'computed with the reference algorithms' : "the dataset's labels"}; scoring: ${m.scoring === 'typed' ? 'per answer type' : 'official GraphWiz rules'}`,
    `- Settings: concurrency ${m.concurrency}${m.limit === undefined ? '' : `, first ${m.limit} per task`}${Object.entries(
      m.settings,
    )
      .map(([k, v]) => `, ${k} ${typeof v === 'string' ? v : JSON.stringify(v)}`)
      .join('')}`,
    `- Questions: ${s.questions} of ${m.questions}; accuracy **${pct(s.accuracy)}** (${s.correct}/${s.questions})`,
    '',
  );
  return lines;
}

/** Renders the report as Markdown. */
export function renderMarkdown(s: RunSummary): string {
  const out = header(s);
  out.push('## Accuracy per task', '');
  out.push(
    table(
      [
        'task',
        'questions',
        'correct',
        'accuracy',
        'tokens in',
        'tokens out',
        'median ms',
        'median overhead',
        'paths',
      ],
      s.tasks.map((t) => [
        t.task,
        t.questions,
        t.correct,
        pct(t.accuracy),
        n0(t.meanTokensIn),
        n0(t.meanTokensOut),
        ms(t.medianMs),
        ms(t.medianOverheadMs),
        Object.entries(t.paths)
          .map(([k, v]) => `${k} ${v}`)
          .join(', '),
      ]),
    ),
    '',
  );
  out.push(...evidenceSection(s));
  out.push(...walkSections(s));
  out.push(...methodMarkdown(s));
  out.push("## Feedback loop (GRRAF's Table 2)", '');
  out.push(
    table(
      ['method', 'execution error', 'time-out'],
      [
        [`${s.meta.method} (this run)`, pct(s.table2.execError), pct(s.table2.timeout)],
        // The paper's own figures (GPT-4o, ten tasks), for comparison.
        ['paper: GRRAF_N (NetworkX, GPT-4o)', '2.2%', '5.4%'],
        ['paper: GRRAF_C (Cypher, GPT-4o)', '4.9%', '9.1%'],
      ],
    ),
    '',
    table(
      ['task', 'execution error', 'time-out'],
      s.tasks.map((t) => [t.task, pct(t.loopExecError), pct(t.loopTimeout)]),
    ),
    '',
  );
  out.push('## Tokens and overhead per graph size', '');
  out.push(
    table(
      ['nodes ≤', 'questions', 'accuracy', 'mean tokens in', 'mean tokens out', 'median overhead'],
      s.sizes.map((z) => [
        z.nodes,
        z.questions,
        pct(z.accuracy),
        n0(z.meanTokensIn),
        n0(z.meanTokensOut),
        ms(z.medianOverheadMs),
      ]),
    ),
    '',
  );
  out.push('## Latency', '');
  out.push(
    `Per question: median ${ms(s.latency.medianMs)}, p90 ${ms(s.latency.p90Ms)}; in model calls median ${ms(s.latency.medianModelMs)}; ` +
      `pipeline overhead (everything but model time and waits for other questions' compiles) median ${ms(s.latency.medianOverheadMs)}. ` +
      `Mean tokens per question: ${n0(s.tokens.meanIn)} in, ${n0(s.tokens.meanOut)} out ` +
      '(the paper: GRRAF_N 767 in / 124 out, GRRAF_C 796 / 201, with GPT-4o).',
    '',
  );
  out.push(
    table(
      ['overhead target', 'target', 'measured median', 'questions', 'met'],
      s.overheadTargets.map((t) => [
        t.label,
        ms(t.targetMs),
        t.medianMs === undefined ? '—' : ms(t.medianMs),
        t.questions,
        t.met === undefined ? 'not measured' : t.met ? 'yes' : 'NO',
      ]),
    ),
    '',
  );
  out.push(...listSections(s));
  return `${out.join('\n')}\n`;
}

function listSections(s: RunSummary): string[] {
  const out: string[] = ['## Labels that disagree with the computed truth', ''];
  if (s.meta.unreliableLabels.length) {
    out.push(
      `Labels of ${s.meta.unreliableLabels.join(', ')} are known to be unreliable; they are listed, never tuned to.`,
      '',
    );
  }
  out.push(
    s.disagreements.length === 0
      ? 'None.'
      : table(
          ['question', 'task', 'label', 'computed truth'],
          s.disagreements.map((d) => [d.id, d.task, d.label, d.computed]),
        ),
    '',
  );
  if (s.noTruth.length) {
    out.push(
      '## Questions without a truth (scored wrong)',
      '',
      table(
        ['question', 'why'],
        s.noTruth.map((x) => [x.id, x.note]),
      ),
      '',
    );
  }
  out.push('## Wrong answers', '');
  out.push(
    s.wrong.length === 0
      ? 'None.'
      : table(
          ['question', 'task', 'answer', 'truth', 'path', 'note'],
          s.wrong.map((w) => [w.id, w.task, JSON.stringify(w.answer) ?? '', w.truth, w.path, w.note ?? '']),
        ),
    '',
  );
  return out;
}

/** Which answers came with evidence, of what shape, and how its check went (when any did). */
function evidenceSection(s: RunSummary): string[] {
  if (!s.tasks.some((t) => Object.keys(t.evidence).length > 0)) return [];
  return [
    '## Evidence',
    '',
    'What the answers rested on, as the programs returned it, and whether it held when checked against the graph.',
    '',
    table(
      ['task', 'questions', 'with evidence', 'shapes and checks'],
      s.tasks.map((t) => {
        const count = Object.values(t.evidence).reduce((a, b) => a + b, 0);
        const shapes = Object.entries(t.evidence).map(([k, v]) => `${k} ${v}`);
        return [t.task, t.questions, count, shapes.join(', ') || '—'];
      }),
    ),
    '',
  ];
}
