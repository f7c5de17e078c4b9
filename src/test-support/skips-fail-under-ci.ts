/**
 * A vitest reporter: under CI=true, a skipped test fails the run. Tests that need something outside
 * npm (bubblewrap, NetworkX, Chromium, a Neo4j server, the local model, ../shared/data) skip on a
 * developer's machine with the reason in their names; CI installs all of it (.ci/run), so there a
 * skip means an integration silently did not run. Runs filtered by a name pattern (`-t`) are left
 * alone: what they skip, they skip on purpose.
 */
import type { Reporter, TestModule, Vitest } from 'vitest/node';

export default class SkipsFailUnderCi implements Reporter {
  private filtered = false;

  onInit(vitest: Vitest): void {
    this.filtered = vitest.config.testNamePattern !== undefined;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    if (process.env.CI !== 'true' || this.filtered) return;
    const skipped: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests('skipped')) {
        skipped.push(`${module.relativeModuleId} > ${test.fullName}`);
      }
    }
    if (skipped.length === 0) return;
    process.exitCode = 1;
    console.error(
      `\nCI=true: ${skipped.length} skipped test(s) count as failures, since CI must prove that every ` +
        `integration ran (.ci/run installs what they need):\n${skipped.map((s) => `  - ${s}`).join('\n')}\n`,
    );
  }
}
