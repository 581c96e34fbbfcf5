import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Prints `N passed, M failed[, K skipped]` as the very last line of the run. */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<TestCase, TestResult['status']>();

  onTestEnd(test: TestCase, result: TestResult): void {
    // with retries, the last result of a test is its outcome
    this.outcomes.set(test, result.status);
  }

  printsToStdio(): boolean {
    return true;
  }

  async onEnd(_result: FullResult): Promise<void> {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const [test, status] of this.outcomes) {
      const outcome = test.outcome();
      if (status === 'skipped' || outcome === 'skipped') skipped++;
      else if (outcome === 'expected' || outcome === 'flaky') passed++;
      else failed++;
    }
    const line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
    // after the list reporter's own summary, on its own line
    process.stdout.write(`\n${line}\n`);
  }
}
