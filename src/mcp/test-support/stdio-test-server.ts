/**
 * An MCP server on stdio with the test model and the test loop tools, for the stdio tests to
 * spawn (`node --no-node-snapshot --import tsx stdio-test-server.ts '<json>'`, the JSON holding
 * `graph`, `maxResultTokens` and `namespace`). Logs to stderr; its last line says it stopped with nothing running.
 */
import { createLlmRuntime } from '../../llm/llm-runtime.js';
import { openMcpContext } from '../mcp-context.js';
import { serveStdio } from '../stdio.js';
import { testLoopTools, testModel } from './fixtures.js';

const log = (line: string) => process.stderr.write(`${line}\n`);
const config = JSON.parse(process.argv[2] ?? '{}');
const { context, close } = await openMcpContext({
  ...config,
  runtime: createLlmRuntime({ model: testModel(log) }),
  loopTools: testLoopTools,
  log,
});
const session = await serveStdio(context);
// As `grraf mcp` does: the SDK's client sends SIGTERM when stdin's end was not enough in 2 s.
process.once('SIGTERM', () => void session.close());
await session.done;
await close();
log(`test server: stopped, ${context.running.count} questions running`);
