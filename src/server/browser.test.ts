/**
 * The page end to end in headless Chromium (Debian's /usr/bin/chromium, driven by playwright-core;
 * no browser is ever downloaded): the page is built with Vite into a temporary folder, served by
 * grraf's server, and used as a person would — each bundled example picked and asked (no model:
 * the recorded answers replay), the answer read and seen drawn, a node clicked and its properties
 * read, a good and a bad file uploaded, the page on a phone. What a person sees on the canvas is
 * read from what the page says it drew: the canvas's data attributes and its text alternative.
 * Screenshots go to test-output/browser/ (serve.png is the README's docs/images/serve.png).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { MockLanguageModelV3 } from 'ai/test';
import { dijkstra } from 'graphology-shortest-path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES_DIR } from '../app/model.js';
import { parseGraph, readGraphFile } from '../graph/formats/index.js';
import { toGraphology } from '../graph/graphology.js';
import { createLlmRuntime } from '../llm/llm-runtime.js';
import { scriptedModel } from '../llm/test-support/index.js';
import { leanCompile, PHRASE } from '../methods/grraf/test-support/scripted-replies.js';
import type { RunningServer } from './server.js';
import { startServer } from './server.js';

const CHROMIUM = '/usr/bin/chromium';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SHOTS = join(ROOT, 'test-output', 'browser');
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const DESKTOP = { width: 1440, height: 1000 };
const PHONE = { width: 390, height: 844 };

// biome-ignore lint/suspicious/noExplicitAny: tests read the API's JSON as it comes
const body = (r: Response): Promise<any> => r.json();
const ROADS = readFileSync(`${EXAMPLES_DIR}road-network/roads.edgelist`, 'utf8');

const title = existsSync(CHROMIUM)
  ? 'the web page in headless Chromium'
  : `the web page in headless Chromium — skipped: ${CHROMIUM} is not installed (apt-get install chromium)`;

/** A scripted model that takes `delayMs` per answer, so steps arrive one by one. */
function slowModel(delayMs: number) {
  const script = scriptedModel([
    leanCompile("answer = originalIds(G, shortestPath(G, '0', '19'));", {
      question: 'shortest path from 0 to 19',
      answerFormat: 'node ids',
      repeat: true,
    }),
    { match: PHRASE, text: 'The shortest route runs through these junctions.', repeat: true },
  ]);
  return new MockLanguageModelV3({
    doGenerate: async (call: LanguageModelV3CallOptions) => {
      await new Promise((r) => setTimeout(r, delayMs));
      return script.doGenerate(call);
    },
  });
}

/** What the canvas says it drew. */
interface Drawn {
  graphNodes: number;
  markKinds: string[];
  markedNodes: string[];
  markedEdges: string[];
  labelsShown: number;
  labelOverlaps: number;
  unlabeledMarked: string[];
}

async function drawn(page: Page): Promise<Drawn> {
  // The DOM's types are not in this (Node) project: elements are read through the shapes used.
  const d = await page.$eval('[data-testid="graph-canvas"]', (el) => ({
    ...(el as unknown as { dataset: Record<string, string> }).dataset,
  }));
  const words = (s: string | undefined) => (s ? s.split(' ') : []);
  return {
    graphNodes: Number(d.graphNodes),
    markKinds: words(d.markKinds),
    markedNodes: words(d.markedNodes),
    markedEdges: words(d.markedEdges),
    labelsShown: Number(d.labelsShown),
    labelOverlaps: Number(d.labelOverlaps),
    unlabeledMarked: words(d.unlabeledMarked),
  };
}

/** An undirected edge as a sorted pair, to compare drawn edges with a path's. */
const pair = (e: string) => e.split('-').sort().join('-');

/** Where a node is drawn, in page pixels; the canvas's handle says where in the canvas. */
async function whereIs(page: Page, key: string): Promise<{ x: number; y: number }> {
  const canvas = (await page.$('[data-testid="graph-canvas"]'))!;
  const at = await canvas.evaluate(
    (el, k) =>
      (
        el as unknown as { grrafDrawing: { position(k: string): { x: number; y: number } } }
      ).grrafDrawing.position(k),
    key,
  );
  const box = (await canvas.boundingBox())!;
  return { x: box.x + at.x, y: box.y + at.y };
}

/** Clicks at a point of the drawing and reads the property panel that opens. */
async function clickAt(page: Page, at: { x: number; y: number }): Promise<string> {
  await page.mouse.click(at.x, at.y);
  await page.waitForSelector('[data-testid="property-panel"]');
  return (await page.textContent('[data-testid="property-panel"]')) ?? '';
}

const clickNode = async (page: Page, key: string) => clickAt(page, await whereIs(page, key));

describe.skipIf(!existsSync(CHROMIUM))(title, () => {
  let webDir: string;
  let replaying: RunningServer;
  let scripted: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'grraf-web-build-'));
    const { build } = await import('vite');
    await build({
      configFile: join(ROOT, 'web', 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: webDir },
    });
    const common = { port: 0, webDir, environment: { env: {} }, log: () => undefined };
    replaying = await startServer(common);
    scripted = await startServer({ ...common, runtime: createLlmRuntime({ model: slowModel(150) }) });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
    mkdirSync(SHOTS, { recursive: true });
    // Test output, never committed.
    writeFileSync(join(SHOTS, '..', '.gitignore'), '*\n');
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([replaying?.close(), scripted?.close()]);
    if (webDir) rmSync(webDir, { recursive: true, force: true });
  });

  const pageErrors = new WeakMap<Page, string[]>();

  async function open(server: RunningServer, viewport = DESKTOP): Promise<Page> {
    const page = await browser.newPage({ viewport });
    const errors: string[] = [];
    pageErrors.set(page, errors);
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url);
    await page.waitForSelector('[data-testid="graph-select"] option[value="example:road-network"]', {
      state: 'attached',
    });
    return page;
  }

  /** Closes a page that threw nothing. */
  async function closeClean(page: Page): Promise<void> {
    expect(pageErrors.get(page)).toEqual([]);
    await page.close();
  }

  /** The newest run of `graphId`, as the API has it. */
  async function lastRun(server: RunningServer, graphId: string) {
    const runs = await body(await fetch(`${server.url}/api/runs`));
    const id = runs.find((r: { graphId?: string }) => r.graphId === graphId).id;
    return body(await fetch(`${server.url}/api/runs/${id}`));
  }

  it('walks each bundled example with no model: asks, reads the answer, sees it drawn, clicks a node', async () => {
    const page = await open(replaying);
    expect(await page.textContent('[data-testid="model"]')).toMatch(/no model: replaying recorded answers/);
    const examples = (await body(await fetch(`${replaying.url}/api/graphs`))).filter(
      (g: { origin: string }) => g.origin === 'example',
    );
    expect(examples.map((g: { id: string }) => g.id).sort()).toEqual([
      'example:graphinstruct',
      'example:road-network',
      'example:supply-chain',
    ]);
    for (const [i, example] of examples.entries()) {
      await page.selectOption('[data-testid="graph-select"]', example.id);
      await page.waitForSelector(`[data-testid="graph-canvas"][data-graph-nodes="${example.counts.nodes}"]`);
      expect(await page.$('.result')).toBeNull(); // the last example's answer went with its graph
      // Only the recording's method and language can replay; the others are disabled, with why.
      const disabled = await page.$$eval('[data-testid="method"] option:disabled', (os) =>
        os.map((o) => o.textContent),
      );
      expect(disabled).toEqual(expect.arrayContaining(['graphwalk']));
      expect(disabled).not.toContain('grraf');
      expect(await page.textContent('[data-testid="replay-reason"]')).toMatch(/grraf in js only/);
      // Ask by keyboard once, by the button otherwise.
      if (i === 0) await page.press('[data-testid="question"]', 'Control+Enter');
      else await page.click('[data-testid="ask"]');
      await page.waitForSelector('.result[data-status="answered"]');
      const run = await lastRun(replaying, example.id);
      const highlight = run.highlight;
      // A program's evidence is drawn in place of the answer's nodes (each example's has nodes).
      const evidence = highlight.evidence;
      const kinds = evidence
        ? evidence.kind === 'path'
          ? 'path'
          : 'nodes'
        : highlight.shape === 'none'
          ? ''
          : 'nodes';
      await page.waitForSelector(`[data-testid="graph-canvas"][data-mark-kinds="${kinds}"]`);
      const d = await drawn(page);
      // Every node the evidence (else the answer) names is drawn marked and labeled; no two labels overlap.
      expect([...d.markedNodes].sort()).toEqual([...(evidence?.nodes ?? highlight.nodes)].sort());
      expect(d.unlabeledMarked).toEqual([]);
      expect(d.labelOverlaps).toBe(0);
      expect(await page.textContent('[data-testid="answer-text"]')).toContain(
        run.solution.text.split('\n')[0].slice(0, 20),
      );
      // The program is on the page once, in full, with a copy button; steps point to it.
      const program = run.solution.program.code as string;
      expect(
        await page.$$eval(
          'pre.code',
          (els, code) => els.filter((e) => e.textContent === code).length,
          program,
        ),
      ).toBe(1);
      expect(await page.$$eval('.same-program', (els) => els.length)).toBeGreaterThan(0);
      expect(await page.textContent('[data-testid="program"] button')).toBe('Copy');

      if (example.id === 'example:supply-chain') {
        // Names beside ids, in the sentence and in the list of the answer's nodes.
        expect(await page.textContent('[data-testid="answer-text"]')).toContain('R1 (Store Berlin Mitte)');
        expect(await page.textContent('[data-testid="answer-nodes"]')).toContain('R12 Store Krakow');
        expect(await page.textContent('[data-testid="legend"]')).toMatch(/Store \(12\).*Supplier \(6\)/);
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(SHOTS, 'serve-supply-chain.png'), fullPage: true });
        const panel = await clickNode(page, 'R1');
        expect(panel).toMatch(/Store Berlin Mitte/);
        expect(panel).toMatch(/cityBerlin/);
        expect(panel).toMatch(/marked asin the answer/);
        await page.screenshot({ path: join(SHOTS, 'serve-property-panel.png') });
      }
      if (example.id === 'example:road-network') {
        // The distance names no nodes, but its program returned the path as evidence, checked
        // against the graph: that path is drawn, edge by edge (NetworkX finds the same one). Every
        // junction is labeled, 19, the endpoint asked about, among them; weights are on the edges.
        const roads = toGraphology((await readGraphFile(`${EXAMPLES_DIR}road-network/roads.edgelist`)).graph);
        const shortest = dijkstra.bidirectional(roads, '0', '19', 'weight')!;
        expect(d.markedNodes).toEqual(shortest);
        const shortestEdges = shortest.slice(1).map((k, i) => pair(`${shortest[i]}-${k}`));
        expect(d.markedEdges.map(pair).sort()).toEqual(shortestEdges.sort());
        expect(await page.textContent('.legend-marks li[data-mark-kind="path"]')).toMatch(
          /The evidence, path 0 → .* → 19 \(checked: each of its \d+ steps is an edge of the graph; its weight 13\.8 equals the answer\)\./,
        );
        expect(d.labelsShown).toBe(20);
        expect(await page.textContent('[data-testid="legend"]')).toMatch(/weights on the edges/);
        // The answer panel says what the evidence is and what was checked.
        const evidenceText = await page.textContent('[data-testid="evidence"]');
        expect(evidenceText).toMatch(/evidence — checked.*path 0 → .* → 19/);
        expect(evidenceText).toContain('its weight 13.8 equals the answer');
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(SHOTS, 'serve.png') });
        const panel = await clickNode(page, '19');
        expect(panel).toContain('id 19');
        expect(panel).toContain(`neighbors drawn${roads.degree('19')}`);
      }
      if (example.id === 'example:graphinstruct') {
        // The path its program gave as evidence, from 0 to 11, not just the two nodes asked about.
        expect([d.markedNodes[0], d.markedNodes.at(-1)]).toEqual(['0', '11']);
        expect(d.markedNodes.length).toBeGreaterThan(2);
        const marks = await page.$$eval('[data-testid="marks-text"] li', (els) =>
          els.map((e) => e.textContent),
        );
        expect(marks.join('\n')).toMatch(/Path from 0 to 11/);
      }
    }
    await closeClean(page);
    // Three examples asked and drawn in one browser: about 7 s idle, several times that under load.
  }, 90_000);

  it('asks without a model what was not recorded: a short notice with one command, gone when the graph changes', async () => {
    const page = await open(replaying);
    await page.selectOption('[data-testid="graph-select"]', 'example:road-network');
    await page.fill('[data-testid="question"]', 'How many junctions have exactly three roads?');
    expect(await page.textContent('[data-testid="question-hint"]')).toMatch(/Not a recorded question/);
    await page.click('[data-testid="ask"]');
    await page.waitForSelector('[data-testid="no-model"]');
    const notice = (await page.textContent('[data-testid="no-model"]')) ?? '';
    expect(notice).toContain('npx grraf serve --model openai:gpt-4o-mini');
    expect(notice).not.toMatch(/GRRAF_MODEL|--base-url|cassettes|not one of them/);
    expect(await page.$('.error-box')).toBeNull();
    await page.selectOption('[data-testid="graph-select"]', 'example:supply-chain');
    await page.waitForSelector('[data-testid="no-model"]', { state: 'detached' });
    // An upload cannot replay anything: it is drawn, and Ask says why it is off.
    const file = join(webDir, 'roads-replay.edgelist');
    writeFileSync(file, ROADS);
    await page.setInputFiles('[data-testid="upload"]', file);
    await page.waitForSelector('[data-testid="graph-canvas"][data-graph-nodes="20"]');
    expect(await page.isDisabled('[data-testid="ask"]')).toBe(true);
    expect(await page.textContent('[data-testid="ask-blocked"]')).toMatch(/needs a model/);
    await closeClean(page);
  });

  it('gives every control a name a screen reader can say, and the canvas a text alternative', async () => {
    const page = await open(replaying);
    await page.selectOption('[data-testid="graph-select"]', 'example:supply-chain');
    await page.waitForSelector('[data-testid="graph-canvas"][data-graph-nodes="28"]');
    const unnamed = await page.$$eval('button, select, textarea, input', (els) =>
      els
        .filter((el) => {
          const e = el as unknown as {
            labels?: ArrayLike<unknown> | null;
            getAttribute(n: string): string | null;
          };
          const named =
            (e.labels?.length ?? 0) > 0 ||
            e.getAttribute('aria-label') ||
            e.getAttribute('aria-labelledby') ||
            (el.tagName === 'BUTTON' && el.textContent?.trim());
          return !named;
        })
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(unnamed).toEqual([]);
    const summaryId = await page.getAttribute('[data-testid="graph-canvas"]', 'aria-describedby');
    expect(await page.textContent(`[id="${summaryId}"]`)).toMatch(
      /Drawing of 28 nodes and 35 edges, directed, weighted/,
    );
    await closeClean(page);
  });

  it('uploads a graph, watches the steps arrive one by one, and sees the path drawn with its endpoints', async () => {
    const page = await open(scripted);
    const file = join(webDir, 'roads.edgelist');
    writeFileSync(file, ROADS);
    await page.setInputFiles('[data-testid="upload"]', file);
    await page.waitForSelector('[data-testid="graph-canvas"][data-graph-nodes="20"]');
    await page.fill('[data-testid="question"]', 'Which junctions does the shortest route from 0 to 19 pass?');
    await page.click('[data-testid="ask"]');
    // Streaming: steps are on the page while the run is still going.
    await page.waitForFunction(
      "Number(document.querySelector('.steps')?.getAttribute('data-step-count')) >= 2",
    );
    expect(await page.$('.result')).toBeNull();
    await page.waitForSelector('.result[data-status="answered"]');
    await page.waitForSelector('[data-testid="graph-canvas"][data-mark-kinds="path"]');
    const path = dijkstra.bidirectional(toGraphology(parseGraph(ROADS).graph), '0', '19', 'weight')!;
    expect(path[0]).toBe('0');
    const d = await drawn(page);
    expect(d.markedNodes).toEqual(path);
    // The path's edges are the ones drawn highlighted, each once.
    const pathEdges = path.slice(1).map((k, i) => pair(`${path[i]}-${k}`));
    expect(d.markedEdges.map(pair).sort()).toEqual(pathEdges.sort());
    expect(d.unlabeledMarked).toEqual([]);
    expect(d.labelOverlaps).toBe(0);
    const marks = await page.$$eval('[data-testid="marks-text"] li', (els) =>
      els.map((e) => e.textContent ?? ''),
    );
    expect(await page.textContent('[data-testid="legend"]')).toMatch(
      new RegExp(
        `The path in the answer: ${path.length} nodes, ${path.length - 1} edges\\. Total weight [\\d.]+\\.`,
      ),
    );
    expect(marks[0]).toMatch(
      new RegExp(`^Path from 0 to 19 \\(${path.length} nodes, total weight [\\d.]+\\): 0 → `),
    );
    const table = await page.$$eval('.node-table tbody tr', (rows) => rows.map((r) => r.textContent ?? ''));
    expect(table[0]).toMatch(/^0.*path start$/);
    expect(table[path.length - 1]).toMatch(/^19.*path end$/);
    // A click on the middle of the path's first edge shows that edge: its ends and its weight.
    const [a, b] = [await whereIs(page, path[0]!), await whereIs(page, path[1]!)];
    const edgePanel = await clickAt(page, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
    const roads = toGraphology(parseGraph(ROADS).graph);
    expect(edgePanel).toMatch(new RegExp(`^(0 — ${path[1]}|${path[1]} — 0)`));
    expect(edgePanel).toContain(`weight${roads.getEdgeAttribute(roads.edge('0', path[1]!), 'weight')}`);
    expect(await page.textContent('.history')).toMatch(/Which junctions does the shortest route/);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, 'serve-upload-path.png'), fullPage: true });
    await closeClean(page);
  });

  it('shows where a malformed upload fails to parse: file, line and column', async () => {
    const page = await open(scripted);
    const file = join(webDir, 'bad.edgelist');
    writeFileSync(file, '0 1 2.5\n1 2 1.0\n2 3 abc\n');
    await page.setInputFiles('[data-testid="upload"]', file);
    await page.waitForSelector('.picker .error-box');
    expect(await page.textContent('.picker .error-box')).toMatch(
      /at bad\.edgelist:3:5.*non-numeric weight "abc"/s,
    );
    await closeClean(page);
  });

  it('on a phone (390 px) puts the answer above the fold and above the graph, with no sideways scroll', async () => {
    const page = await open(replaying, PHONE);
    const width = () => page.evaluate<number>('document.documentElement.scrollWidth');
    expect(await width()).toBeLessThanOrEqual(PHONE.width);
    await page.selectOption('[data-testid="graph-select"]', 'example:supply-chain');
    await page.click('[data-testid="ask"]');
    await page.waitForSelector('.result[data-status="answered"]');
    await page.waitForSelector('[data-testid="graph-canvas"][data-mark-kinds="nodes"]');
    const answer = (await (await page.$('.result'))!.boundingBox())!;
    const graph = (await (await page.$('.graph'))!.boundingBox())!;
    expect(answer.y).toBeLessThan(PHONE.height - 100); // its heading and first lines are in view
    expect(answer.y).toBeLessThan(graph.y);
    expect(await width()).toBeLessThanOrEqual(PHONE.width);
    expect((await drawn(page)).unlabeledMarked).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'serve-phone.png') });
    await closeClean(page);
  });

  it('draws a large graph as a sample, and says so', async () => {
    const page = await open(scripted);
    const lines = [];
    for (let i = 0; i < 4000; i++) lines.push(`${i} ${(i * 7919 + 13) % 4000}`, `${i} ${(i + 1) % 4000}`);
    const file = join(webDir, 'large.edgelist');
    writeFileSync(file, `${lines.join('\n')}\n`);
    await page.setInputFiles('[data-testid="upload"]', file);
    await page.waitForSelector('.note.sampled');
    expect(await page.textContent('.note.sampled')).toMatch(/drawing a sample of 1,500 of 4,000 nodes/);
    expect(await page.getAttribute('[data-testid="graph-canvas"]', 'data-graph-nodes')).toBe('1500');
    await closeClean(page);
  });

  it('draws a maze-like grid graph on its grid', async () => {
    const page = await open(scripted);
    const nodes = [];
    const links = [];
    for (let r = 0; r < 4; r++) {
      for (let c = 0; c < 5; c++) {
        nodes.push({ id: `${r},${c}`, key: `${r},${c}` });
        if (c < 4 && (r + c) % 3 !== 0) links.push({ source: `${r},${c}`, target: `${r},${c + 1}` });
        if (r < 3) links.push({ source: `${r},${c}`, target: `${r + 1},${c}` });
      }
    }
    const file = join(webDir, 'maze.json');
    writeFileSync(file, JSON.stringify({ directed: false, multigraph: false, graph: {}, nodes, links }));
    await page.setInputFiles('[data-testid="upload"]', file);
    await page.waitForSelector('[data-testid="graph-canvas"][data-grid="true"][data-graph-nodes="20"]');
    expect(await page.textContent('[data-testid="legend"]')).toMatch(/drawn on its grid/);
    await page.screenshot({ path: join(SHOTS, 'serve-grid.png') });
    await closeClean(page);
  });
});
