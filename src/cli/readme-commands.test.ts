/**
 * The README's commands do what the README says, run through the real CLI: the quick start
 * replays the bundled examples with no model configured and prints what the README shows; the
 * offline replay of a recorded benchmark run scores what the results table reports; the same
 * command without its dataset directory, or with a mistyped flag, is an input error (exit 2), not
 * a run over whatever was left. The commands are read from README.md, never copied here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MODEL_ENV, ROOT, spawnGrrafWith } from './test-support/spawn-grraf.js';

const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const tmp = mkdtempSync(join(tmpdir(), 'grraf-readme-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A machine with no model configured (what the quick start promises to work on). */
const NO_MODEL = Object.fromEntries(MODEL_ENV.map((k) => [k, undefined]));

/** The README's fenced code blocks in `section` (a `## ` heading), or in the whole file. */
function blocks(section?: string): { lang: string; text: string }[] {
  let text = README;
  if (section) {
    const start = README.indexOf(`\n## ${section}\n`);
    expect(start, `README section "${section}"`).toBeGreaterThanOrEqual(0);
    const end = README.indexOf('\n## ', start + 1);
    text = README.slice(start, end < 0 ? undefined : end);
  }
  return [...text.matchAll(/^```(\w*)\n([\s\S]*?)^```/gm)].map((m) => ({ lang: m[1]!, text: m[2]! }));
}

/** A shell block's command lines: continuations joined, comment lines dropped. */
function lines(text: string): string[] {
  return text
    .replace(/\\\n\s*/g, '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

/**
 * A command line's words as sh splits them, and its trailing comment. The README quotes with
 * double quotes and escapes nothing, so a full shell parser would change nothing here.
 */
function words(line: string): { words: string[]; comment: string } {
  const out: string[] = [];
  let comment = '';
  for (const m of line.matchAll(/"([^"]*)"|(#.*)$|(\S+)/g)) {
    if (m[2] !== undefined) comment = m[2];
    else out.push(m[1] ?? m[3]!);
  }
  return { words: out, comment };
}

/** `npx grraf …` as arguments of grraf. */
function grrafArgs(line: string): string[] {
  const w = words(line).words;
  expect(w.slice(0, 2), line).toEqual(['npx', 'grraf']);
  return w.slice(2);
}

/** The arguments with `flag`'s value replaced. */
function withFlag(args: string[], flag: string, value: string): string[] {
  const i = args.indexOf(flag);
  expect(i, `${flag} in ${args.join(' ')}`).toBeGreaterThanOrEqual(0);
  return [...args.slice(0, i + 1), value, ...args.slice(i + 2)];
}

describe("the README's quick start, with no model configured", () => {
  const quickStart = blocks('Quick start');
  const asks = [
    ...new Set(
      quickStart
        .filter((b) => b.lang === 'sh')
        .flatMap((b) => lines(b.text))
        .filter((l) => l.startsWith('npx grraf ask ')),
    ),
  ];
  /** The sessions the README shows: `$ command`, then what it printed. */
  const shown = new Map<string, string[]>();
  for (const b of quickStart.filter((x) => x.lang === 'text')) {
    const [first, ...printed] = b.text.trimEnd().split('\n');
    if (first?.startsWith('$ npx grraf ask ')) shown.set(first.slice(2), printed);
  }

  it('shows at least the road-network session and two more examples', () => {
    expect(asks.length).toBeGreaterThanOrEqual(3);
    expect(shown.size).toBeGreaterThanOrEqual(1);
  });

  it.each(asks)('%s', (line) => {
    const r = spawnGrrafWith(NO_MODEL, ...grrafArgs(line));
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/no model configured — replaying the recorded answers of the bundled example/);
    const printed = shown.get(line);
    if (printed) {
      // stdout is the session minus its stderr line (the one starting with "grraf:").
      expect(r.stdout.trimEnd().split('\n')).toEqual(printed.filter((l) => !l.startsWith('grraf:')));
    }
    // `# … → 15`: the answer the comment promises.
    const promised = /→\s*(\S+)\s*$/.exec(words(line).comment)?.[1];
    if (promised) expect(r.stdout).toMatch(new RegExp(`\\b${promised}\\b`));
  });
});

describe("the README's offline replay of a recorded benchmark run", () => {
  const block = blocks().find(
    (b) => b.text.includes('--cassette-mode replay') && b.text.includes('grraf bench'),
  );
  const commands = lines(block?.text ?? '');
  const bench = grrafArgs(commands.find((l) => l.startsWith('npx grraf bench ')) ?? 'npx grraf');
  const tokens = commands.find((l) => l.startsWith('npm run bench:tokens'));
  const readmeOut = bench[bench.indexOf('--out') + 1]!;
  const dataset = bench[bench.indexOf('--dataset') + 1]!;
  // The directory of its graphinstruct:<dir> part, as the README's reader has it (from the root).
  const dataDir = /graphinstruct:([^+]+)/.exec(dataset)?.[1];
  // What the README's results table reports for this run: `| run | questions | correct | …`.
  const row = README.split('\n').find((l) =>
    l.startsWith('| JavaScript, one question at a time (GraphInstruct dev'),
  );
  const [, questions, correct] = /\|\s*(\d+)\s*\|\s*(\d+)\/\d+\s*\|/.exec(row ?? '') ?? [];

  it('is in the README with its dataset, cassette, output folder and reported score', () => {
    expect(block, 'a sh block with `grraf bench … --cassette-mode replay`').toBeDefined();
    expect(dataDir).toBeDefined();
    expect(bench).toContain('--cassette');
    expect(tokens).toMatch(new RegExp(`-- ${readmeOut}$`));
    expect([questions, correct]).not.toContain(undefined);
  });

  const present = dataDir !== undefined && existsSync(resolve(ROOT, dataDir));
  const replays = present ? it : it.skip;
  replays(
    `replays offline to the score the README reports${present ? '' : ` (skipped: its dataset ${dataDir} is absent here)`}`,
    () => {
      const out = join(tmp, 'replayed');
      const r = spawnGrrafWith(NO_MODEL, ...withFlag(bench, '--out', out));
      expect(r.status, r.stderr).toBe(0);
      const accuracy = ((100 * Number(correct)) / Number(questions)).toFixed(1);
      expect(r.stdout).toContain(`accuracy ${accuracy}% (${correct}/${questions})`);
      // Then the README's cost command on that run.
      const t = spawnSync('npm', ['run', '--silent', 'bench:tokens', '--', out], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      expect(t.status, t.stderr).toBe(0);
      expect(t.stdout).toContain(`accuracy ${accuracy}% (${correct}/${questions})`);
    },
  );

  it('without its dataset directory: exit 2 and one line saying which directory, not a score', () => {
    const missing = join(tmp, 'no-such-graphinstruct-dir');
    const args = withFlag(
      bench,
      '--dataset',
      dataset.replace(`graphinstruct:${dataDir}`, `graphinstruct:${missing}`),
    );
    const r = spawnGrrafWith(NO_MODEL, ...withFlag(args, '--out', join(tmp, 'not-run')));
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe(
      `grraf: not-found error: ${missing} (field dataset): cannot read the GraphInstruct directory (${missing}): no such directory`,
    );
    expect(r.stdout).not.toMatch(/accuracy/);
    expect(existsSync(join(tmp, 'not-run'))).toBe(false);
  });

  it('with a mistyped flag: exit 2, as for every input error', () => {
    const r = spawnGrrafWith(NO_MODEL, ...bench.map((w) => (w === '--limit' ? '--limt' : w)));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/unknown option '--limt'\n\(Did you mean --limit\?\)/);
  });
});
