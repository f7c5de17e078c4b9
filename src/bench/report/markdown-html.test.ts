import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown-html.js';
import { table } from './markdown-table.js';

describe('markdownToHtml', () => {
  it('renders a table with its head, a bar inside a cell, and numbers aligned right', () => {
    const md = table(
      ['task', 'accuracy'],
      [
        ['a | b', '87.5%'],
        ['cycle', '12 ms'],
      ],
    );
    expect(markdownToHtml(md)).toBe(
      '<table><thead><tr><th>task</th><th>accuracy</th></tr></thead><tbody>' +
        '<tr><td>a | b</td><td class="num">87.5%</td></tr>' +
        '<tr><td>cycle</td><td class="num">12 ms</td></tr></tbody></table>',
    );
  });

  it('renders headings (demoted), lists, quotes and paragraphs with code and bold', () => {
    const md = [
      '# grraf bench: grraf on scaling',
      '',
      '> **TEST DOUBLE**',
      '',
      '- Model: `openai:gpt-4o`',
      '- Questions: 4; accuracy **75.0%**',
      '',
      '## Latency',
      '',
      'Per question: median 1.0 s,',
      'p90 2.0 s.',
    ].join('\n');
    expect(markdownToHtml(md, { headingOffset: 2 }).split('\n')).toEqual([
      '<h3>grraf bench: grraf on scaling</h3>',
      '<blockquote><p><strong>TEST DOUBLE</strong></p></blockquote>',
      '<ul><li>Model: <code>openai:gpt-4o</code></li><li>Questions: 4; accuracy <strong>75.0%</strong></li></ul>',
      '<h4>Latency</h4>',
      '<p>Per question: median 1.0 s, p90 2.0 s.</p>',
    ]);
  });

  it('keeps HTML as text everywhere, code included, and formats nothing inside code', () => {
    const html = markdownToHtml(
      ['# <b>x</b>', '| <script>alert(1)</script> |', '|---|', '| `**<i>**` |', '<img src=x>'].join('\n'),
    );
    expect(html).not.toMatch(/<(script|b|i|img)\b/);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<code>**&lt;i&gt;**</code>');
  });
});
