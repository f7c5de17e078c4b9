import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serveOptions } from './serve.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

describe('grraf serve flags', () => {
  it('turns the flags into server options', () => {
    expect(
      serveOptions(
        {
          port: '0',
          host: '::1',
          store: ['embedded:/tmp/a'],
          cors: ['http://x.test'],
          maxUploadMb: '2',
          concurrency: '3',
        },
        {},
      ),
    ).toEqual({
      port: 0,
      host: '::1',
      stores: ['embedded:/tmp/a'],
      corsOrigins: ['http://x.test'],
      limits: { maxBodyBytes: 2 * 1024 * 1024, maxConcurrent: 3 },
    });
    expect(serveOptions({}, { GRRAF_SERVER_KEY: 'k' })).toMatchObject({ apiKey: 'k' });
    expect(serveOptions({ apiKey: 'flag' }, { GRRAF_SERVER_KEY: 'env' })).toMatchObject({ apiKey: 'flag' });
  });

  it('names a bad flag', () => {
    expect(() => serveOptions({ port: '70000' }, {})).toThrow(/--port must be an integer from 0 to 65535/);
    expect(() => serveOptions({ concurrency: '0' }, {})).toThrow(/--concurrency must be a positive number/);
  });

  it('starts from the command line, prints where it listens as JSON, answers, and stops on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli/main.ts', 'serve', '--port', '0', '--json'],
      {
        cwd: ROOT,
        env: { ...process.env, GRRAF_MODEL: '', OPENAI_API_KEY: '', ANTHROPIC_API_KEY: '', GRRAF_DEBUG: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    try {
      const line = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout! }).once('line', resolve);
        child.once('exit', (code) => reject(new Error(`grraf serve exited with ${code}`)));
      });
      const started = JSON.parse(line);
      expect(started).toMatchObject({ model: null, replayOnly: true });
      const health = await (await fetch(`${started.url}/api/health`)).json();
      expect(health).toMatchObject({ ok: true, replayOnly: true });
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 60_000);
});
