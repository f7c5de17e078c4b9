import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts', 'web/**/*.test.ts'],
    // Under CI=true a skipped test fails the run (see the reporter's comment).
    reporters: ['default', './src/test-support/skips-fail-under-ci.ts'],
    globalSetup: ['src/test-support/neo4j-global-setup.ts'],
    // Forks, not threads: native addons (isolated-vm, the embedded database) are safest in
    // their own processes, and isolated-vm asks for --no-node-snapshot on Node >= 20.
    pool: 'forks',
    execArgv: ['--no-node-snapshot'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
