/**
 * The page end to end in headless Chromium (Debian's /usr/bin/chromium, driven by playwright-core;
 * no browser is ever downloaded): the page is built with Vite into a temporary folder, served by
 * grraf's server, and used as a person would. Screenshots go to test-output/browser/.
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
import { parseGraph } from '../graph/formats/index.js';
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
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

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

  async function open(server: RunningServer): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await page.goto(server.url);
    await page.waitForSelector('[data-testid="graph-select"] option[value="example:road-network"]', {
      state: 'attached',
    });
    return page;
  }

  it('asks a recorded example question with no model, streams its steps and highlights the answer', async () => {
    const page = await open(replaying);
    await expect(page.locator('[data-testid="replay-banner"]')).toBeTruthy();
    expect(await page.textContent('[data-testid="replay-banner"]')).toMatch(/No model is configured/);
    await page.selectOption('[data-testid="graph-select"]', 'example:supply-chain');
    expect(await page.inputValue('[data-testid="question"]')).toBe(
      'Which stores can receive goods that start at the supplier Nordic Steel?',
    );
    await page.click('[data-testid="ask"]');
    await page.waitForSelector('.result[data-status="answered"]');
    await page.waitForSelector('.canvas[data-highlight-shape="set"]');
    const kinds = await page.$$eval('.steps .step', (els) => els.map((e) => e.getAttribute('data-kind')));
    expect(kinds).toEqual(expect.arrayContaining(['note', 'llm', 'exec']));
    expect(await page.textContent('.result .answer-text')).toMatch(/R1\b/);
    const run = (await body(await fetch(`${replaying.url}/api/runs`)))[0];
    const answer = (await body(await fetch(`${replaying.url}/api/runs/${run.id}`))).solution
      .answer as string[];
    expect(Number(await page.getAttribute('.canvas', 'data-highlighted-nodes'))).toBe(answer.length);
    expect(await page.$$eval('pre.code .token', (els) => els.length)).toBeGreaterThan(10); // highlighted code
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, 'serve.png') });
    await page.screenshot({ path: join(SHOTS, 'serve-supply-chain.png'), fullPage: true });
    await page.close();
  });

  it('uploads a graph, watches the steps arrive one by one, and sees the answer path drawn', async () => {
    const page = await open(scripted);
    const file = join(webDir, 'roads.edgelist');
    writeFileSync(file, ROADS);
    await page.setInputFiles('[data-testid="upload"]', file);
    await page.waitForSelector('.canvas[data-graph-nodes="20"]');
    await page.fill('[data-testid="question"]', 'Which junctions does the shortest route from 0 to 19 pass?');
    await page.click('[data-testid="ask"]');
    // Streaming: steps are on the page while the run is still going.
    await page.waitForFunction(
      "Number(document.querySelector('.steps')?.getAttribute('data-step-count')) >= 2",
    );
    expect(await page.$('.result')).toBeNull();
    await page.waitForSelector('.result[data-status="answered"]');
    await page.waitForSelector('.canvas[data-highlight-shape="path"]');
    const path = dijkstra.bidirectional(toGraphology(parseGraph(ROADS).graph), '0', '19', 'weight')!;
    expect(Number(await page.getAttribute('.canvas', 'data-highlighted-nodes'))).toBe(path.length);
    expect(await page.textContent('.history')).toMatch(/Which junctions does the shortest route/);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, 'serve-upload-path.png'), fullPage: true });
    await page.close();
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
    expect(await page.getAttribute('.canvas', 'data-graph-nodes')).toBe('1500');
    await page.close();
  });

  it('shows where a malformed upload fails to parse', async () => {
    const page = await open(scripted);
    const file = join(webDir, 'broken.json');
    writeFileSync(file, '{"directed": false, "nodes": [{"id": 1}], "links": [{"source": 1, "target": 2}]}');
    await page.setInputFiles('[data-testid="upload"]', file);
    await page.waitForSelector('.error-box');
    expect(await page.textContent('.error-box')).toMatch(/broken\.json/);
    await page.close();
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
    await page.waitForSelector('.canvas[data-grid="true"][data-graph-nodes="20"]');
    expect(await page.textContent('.legend')).toMatch(/drawn on its grid/);
    await page.screenshot({ path: join(SHOTS, 'serve-grid.png') });
    await page.close();
  });
});
