/**
 * Tiny inline-SVG charts for the HTML report: bars and a log-x scatter. Hand-written because the
 * page must be self-contained (no scripts, no CDN) and these two shapes need a few lines each.
 */

/** Escapes text for HTML and SVG. */
export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** One bar. */
export interface Bar {
  label: string;
  value: number;
  /** Text shown at the bar's end (default: the value). */
  text?: string;
}

/** Horizontal bars scaled to `max` (default: the largest value). */
export function barChart(bars: Bar[], options: { max?: number; title: string; color?: string }): string {
  const rowH = 22;
  const labelW = 150;
  const barW = 360;
  const h = bars.length * rowH + 30;
  const max = options.max ?? Math.max(1e-9, ...bars.map((b) => b.value));
  const rows = bars.map((b, i) => {
    const y = 24 + i * rowH;
    const w = Math.max(0, (b.value / max) * barW);
    return (
      `<text x="${labelW - 6}" y="${y + 14}" text-anchor="end">${esc(b.label)}</text>` +
      `<rect x="${labelW}" y="${y + 2}" width="${w.toFixed(1)}" height="${rowH - 6}" fill="${options.color ?? '#4a7bd0'}"/>` +
      `<text x="${labelW + w + 4}" y="${y + 14}">${esc(b.text ?? String(b.value))}</text>`
    );
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${labelW + barW + 90}" height="${h}" font-size="12" font-family="sans-serif" role="img">` +
    `<title>${esc(options.title)}</title><text x="4" y="14" font-weight="bold">${esc(options.title)}</text>${rows.join('')}</svg>`
  );
}

/** A point series for the scatter. */
export interface Series {
  name: string;
  color: string;
  points: { x: number; y: number }[];
}

/** Scatter with a log-scaled x axis (graph sizes span 2 to 10,000 nodes) and a linear y axis. */
export function scatter(
  series: Series[],
  options: { title: string; xLabel: string; yLabel: string },
): string {
  const W = 560;
  const H = 260;
  const L = 56;
  const B = 36;
  const all = series.flatMap((s) => s.points);
  const xs = all.map((p) => Math.log10(Math.max(1, p.x)));
  const x0 = Math.floor(Math.min(0, ...xs));
  const x1 = Math.ceil(Math.max(x0 + 1, ...xs));
  const y1 = Math.max(1, ...all.map((p) => p.y)) * 1.1;
  const R = 30; // room for the last tick label
  const px = (x: number) => L + ((Math.log10(Math.max(1, x)) - x0) / (x1 - x0)) * (W - L - R);
  const py = (y: number) => H - B - (y / y1) * (H - B - 24);
  const ticks: string[] = [];
  for (let e = x0; e <= x1; e++) {
    ticks.push(
      `<text x="${px(10 ** e)}" y="${H - B + 14}" text-anchor="middle">${(10 ** e).toLocaleString('en')}</text>`,
    );
  }
  for (const f of [0, 0.5, 1]) {
    ticks.push(`<text x="${L - 4}" y="${py(f * y1) + 4}" text-anchor="end">${Math.round(f * y1)}</text>`);
  }
  const dots = series.flatMap((s) =>
    s.points.map(
      (p) =>
        `<circle cx="${px(p.x).toFixed(1)}" cy="${py(p.y).toFixed(1)}" r="2.5" fill="${s.color}" fill-opacity="0.6"/>`,
    ),
  );
  const legend = series.map(
    (s, i) =>
      `<rect x="${W - 150}" y="${8 + i * 14}" width="10" height="10" fill="${s.color}"/><text x="${W - 136}" y="${17 + i * 14}">${esc(s.name)}</text>`,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-size="11" font-family="sans-serif" role="img">` +
    `<title>${esc(options.title)}</title><text x="4" y="14" font-weight="bold">${esc(options.title)}</text>` +
    `<line x1="${L}" y1="${H - B}" x2="${W - R}" y2="${H - B}" stroke="#888"/><line x1="${L}" y1="24" x2="${L}" y2="${H - B}" stroke="#888"/>` +
    `${ticks.join('')}<text x="${(L + W) / 2}" y="${H - 4}" text-anchor="middle">${esc(options.xLabel)}</text>` +
    `<text x="12" y="${(H - B) / 2}" transform="rotate(-90 12 ${(H - B) / 2})" text-anchor="middle">${esc(options.yLabel)}</text>` +
    `${dots.join('')}${legend.join('')}</svg>`
  );
}
