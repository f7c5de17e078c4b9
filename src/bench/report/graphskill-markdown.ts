/** The GraphSkill section of the Markdown report (see graphskill-summary.ts). */
import type { GraphSkillRow, GraphSkillSummary } from './graphskill-summary.js';
import { percent as pct, table } from './markdown-table.js';

const f3 = (x: number) => x.toFixed(3);

function cells(r: GraphSkillRow): (string | number)[] {
  const tests =
    r.testsTotal === 0 ? '—' : `${r.testsPassed}/${r.testsTotal} (${pct(r.testsPassed / r.testsTotal)})`;
  const retrieval = r.retrievalScored === 0 ? ['—', '—', '—'] : [f3(r.precision), f3(r.recall), f3(r.f1)];
  return [
    r.task,
    r.split,
    r.questions,
    `${pct(r.accuracy)} (${r.correct})`,
    r.compiled,
    r.reused,
    tests,
    r.untested,
    r.meanDebugRounds.toFixed(2),
    ...retrieval,
    r.meanRetrievalCalls.toFixed(1),
    `${r.meanRetrievalTokensIn.toFixed(0)} / ${r.meanRetrievalTokensOut.toFixed(0)}`,
  ];
}

/** The section's lines ([] without GraphSkill results). */
export function graphskillSections(g: GraphSkillSummary | undefined): string[] {
  if (!g) return [];
  return [
    '## GraphSkill',
    '',
    ...g.settings.map((s) => `- ${s}`),
    '',
    table(
      [
        'task',
        'split',
        'questions',
        'accuracy',
        'compiled',
        'reused',
        'tests passed',
        'untested',
        'debug rounds',
        'retrieval P',
        'R',
        'F1',
        'retrieval calls',
        'retrieval tokens in / out',
      ],
      [...g.rows.map(cells), cells(g.total)],
    ),
    '',
    'Tests passed, untested programs, debugging rounds and retrieval figures are over the questions that compiled a program ' +
      '(a reused program keeps the figures of the question that built it). Retrieval precision, recall and F1 (GraphSkill’s ' +
      'per-task metrics, averaged) use the ComplexGraph gold labels of src/retrieval/evaluation; a document counts for a gold ' +
      'function when its call name is that function’s; "—" when the task has no gold or retrieval was off.',
    '',
  ];
}
