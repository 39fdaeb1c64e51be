// A Vitest reporter beside the default one when TEST_RETRY is set (CI): every test that failed and
// passed on a later try is printed as one `FLAKY` line (the default reporter lists only slow tests),
// so a retry never hides a race: .ci/run repeats these lines at the end of its output.
import type { Reporter, TestCase } from 'vitest/node';

export default class FlakyReporter implements Reporter {
  onTestCaseResult(testCase: TestCase): void {
    const { retryCount, flaky } = testCase.diagnostic() ?? { retryCount: 0, flaky: false };
    if (!flaky && retryCount === 0) return;
    const outcome = testCase.result().state === 'passed' ? 'passed on a retry' : 'failed every try';
    const where = `${testCase.project.name} ${testCase.module.moduleId.replace(`${process.cwd()}/`, '')}`;
    console.log(`FLAKY (${outcome}, retry x${retryCount}) ${where} > ${testCase.fullName}`);
  }
}
