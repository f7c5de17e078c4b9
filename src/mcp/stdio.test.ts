import { connectStdio } from './test-support/mcp-harness.js';
import { describeMcpScenarios } from './test-support/scenarios.js';

describeMcpScenarios('stdio', connectStdio);
