import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter"

type Counts = { passed: number; failed: number; skipped: number }

/** The browser engine a test ran in: the firefox project drives Firefox, every other one Chromium. */
const engineOf = (test: TestCase) => (test.parent.project()?.name === "firefox" ? "firefox" : "chromium")

/**
 * Ends the run with one line CI can read: "N passed, N failed, N skipped in 123.4 s", counting both
 * engines' tests. Before it: the counts per engine, and each failure with the engine it failed in.
 */
export default class SummaryReporter implements Reporter {
  private counts = new Map<string, Counts>()
  private failures: string[] = []

  onTestEnd(test: TestCase, result: TestResult) {
    // count each test once, by its final outcome (retries are off, so this is its only result)
    if (result.retry < test.retries && result.status !== "passed" && result.status !== "skipped") return
    const engine = engineOf(test)
    const counts = this.counts.get(engine) ?? { passed: 0, failed: 0, skipped: 0 }
    this.counts.set(engine, counts)
    if (result.status === "passed") counts.passed++
    else if (result.status === "skipped") counts.skipped++
    else {
      counts.failed++
      this.failures.push(`failed in ${engine}: ${test.titlePath().filter(Boolean).slice(1).join(" › ")}`)
    }
  }

  onEnd(result: FullResult) {
    const total = { passed: 0, failed: 0, skipped: 0 }
    const lines = [...this.counts].map(([engine, { passed, failed, skipped }]) => {
      total.passed += passed
      total.failed += failed
      total.skipped += skipped
      return `${engine}: ${passed} passed, ${failed} failed, ${skipped} skipped`
    })
    const seconds = (result.duration / 1000).toFixed(1)
    console.log(
      [
        "",
        ...this.failures,
        ...lines,
        `${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped in ${seconds} s`,
      ].join("\n"),
    )
  }

  printsToStdio() {
    return true
  }
}
