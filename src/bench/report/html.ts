/**
 * The self-contained HTML report: inline SVG charts (accuracy per task, tokens against graph
 * size, feedback-loop shares, overhead per size), then the full Markdown report rendered as HTML
 * (its tables as tables). No scripts, no external assets: it opens from a file on an offline
 * machine.
 */
import { TEST_DOUBLE_BANNER } from './markdown.js';
import { markdownToHtml } from './markdown-html.js';
import type { RunSummary } from './summary.js';
import { barChart, esc, scatter } from './svg.js';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function htmlTable(head: string[], rows: (string | number)[][]): string {
  const cells = (r: (string | number)[], tag: string) =>
    r.map((c) => `<${tag}>${esc(String(c))}</${tag}>`).join('');
  return `<table><thead><tr>${cells(head, 'th')}</tr></thead><tbody>${rows.map((r) => `<tr>${cells(r, 'td')}</tr>`).join('')}</tbody></table>`;
}

function charts(s: RunSummary): string {
  const acc = barChart(
    s.tasks.map((t) => ({
      label: t.task,
      value: t.accuracy,
      text: `${pct(t.accuracy)} (${t.correct}/${t.questions})`,
    })),
    { max: 1, title: 'Accuracy per task' },
  );
  const tokens = scatter(
    [
      {
        name: 'input tokens',
        color: '#4a7bd0',
        points: s.points.map((p) => ({ x: p.nodes, y: p.tokensIn })),
      },
      {
        name: 'output tokens',
        color: '#d0704a',
        points: s.points.map((p) => ({ x: p.nodes, y: p.tokensOut })),
      },
    ],
    { title: 'Tokens per question against graph size', xLabel: 'nodes (log scale)', yLabel: 'tokens' },
  );
  const loop = barChart(
    [
      { label: 'execution error', value: s.table2.execError, text: pct(s.table2.execError) },
      { label: 'time-out', value: s.table2.timeout, text: pct(s.table2.timeout) },
    ],
    { max: 1, title: 'Questions that triggered the feedback loop', color: '#c0504d' },
  );
  const overhead = scatter(
    [
      {
        name: 'pipeline overhead',
        color: '#4a9d5b',
        points: s.points.map((p) => ({ x: p.nodes, y: p.overheadMs })),
      },
    ],
    {
      title: 'Pipeline overhead (excluding model time) against graph size',
      xLabel: 'nodes (log scale)',
      yLabel: 'ms',
    },
  );
  // The paper's Figure 5: accuracy per graph size (scaling set: one bar per size).
  const bySize = barChart(
    s.sizes.map((z) => ({
      label: `≤ ${z.nodes.toLocaleString('en')} nodes`,
      value: z.accuracy,
      text: `${pct(z.accuracy)} (${z.questions})`,
    })),
    { max: 1, title: 'Accuracy per graph size', color: '#7a5cc0' },
  );
  return [acc, bySize, tokens, loop, overhead].map((c) => `<figure>${c}</figure>`).join('\n');
}

/** Renders the report as one HTML page; `markdownBody`, the Markdown report, is its "Full report". */
export function renderHtml(s: RunSummary, markdownBody: string): string {
  const m = s.meta;
  const title = `grraf bench: ${m.method} on ${m.dataset}`;
  const banner = s.testDouble ? `<p class="banner">${esc(TEST_DOUBLE_BANNER)}</p>` : '';
  const head = htmlTable(
    ['model', 'date', 'truth', 'scoring', 'questions', 'accuracy'],
    [[m.model, m.startedAt, m.truthSource, m.scoring, s.questions, pct(s.accuracy)]],
  );
  const disagreements = s.disagreements.length
    ? htmlTable(
        ['question', 'task', 'label', 'computed truth'],
        s.disagreements.map((d) => [d.id, d.task, d.label, d.computed]),
      )
    : '<p>None.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>
body{font-family:sans-serif;margin:2em;max-width:1100px;color:#222}
table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:3px 8px;font-size:13px}
.banner{background:#fff3cd;border:2px solid #e0a800;padding:.6em 1em;font-weight:bold}
figure{display:inline-block;margin:1em 1em 1em 0;vertical-align:top}
td.num{text-align:right;font-variant-numeric:tabular-nums}th{background:#f3f4f6;text-align:left}
code{background:#f3f4f6;padding:0 3px;border-radius:3px;font-size:12px}
blockquote{margin:1em 0;padding:.4em 1em;border-left:4px solid #e0a800;background:#fffbea}
.full-report{overflow-x:auto}
</style></head><body>
<h1>${esc(title)}</h1>
${banner}
${head}
${charts(s)}
<h2>Labels that disagree with the computed truth (${s.disagreements.length})</h2>
${disagreements}
<h2>Full report</h2>
<div class="full-report">
${markdownToHtml(markdownBody, { headingOffset: 2 })}
</div>
</body></html>
`;
}
