/** Reports of a bench run: Markdown, JSON and a self-contained HTML page with inline SVG charts. */
export { renderHtml } from './html.js';
export { renderMarkdown, TEST_DOUBLE_BANNER } from './markdown.js';
export { median } from './stats.js';
export { type RunSummary, summarize, type TaskSummary } from './summary.js';
export { type ReportFiles, writeReport } from './write-report.js';
