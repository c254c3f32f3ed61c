import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter"

/** Ends the run with one line CI can read: "N passed, N failed, N skipped in 123.4 s". */
export default class SummaryReporter implements Reporter {
  private counts = { passed: 0, failed: 0, skipped: 0 }

  onTestEnd(test: TestCase, result: TestResult) {
    // count each test once, by its final outcome (retries are off, so this is its only result)
    if (result.retry < test.retries && result.status !== "passed" && result.status !== "skipped") return
    if (result.status === "passed") this.counts.passed++
    else if (result.status === "skipped") this.counts.skipped++
    else this.counts.failed++
  }

  onEnd(result: FullResult) {
    const { passed, failed, skipped } = this.counts
    const seconds = (result.duration / 1000).toFixed(1)
    console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped in ${seconds} s`)
  }

  printsToStdio() {
    return true
  }
}
