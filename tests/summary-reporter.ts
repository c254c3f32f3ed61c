import { relative } from "node:path"
import { stripVTControlCharacters } from "node:util"
import type { FullConfig, FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter"

type Counts = { passed: number; failed: number; skipped: number }
type FileCost = { project: string; file: string; tests: number; milliseconds: number }

/** The browser engine a test ran in: the firefox project drives Firefox, every other one Chromium. */
const engineOf = (test: TestCase) => (test.parent.project()?.name === "firefox" ? "firefox" : "chromium")

/** The failure's first lines and the spec line it stopped at, indented, colour codes stripped: CI shows only the output's end. */
const why = (result: TestResult, rootDir: string) => {
  const at = result.error?.location
  return [
    ...stripVTControlCharacters(result.error?.message ?? String(result.status))
      .split("\n")
      .filter((line) => line.trim())
      .slice(0, 6),
    ...(at ? [`at ${relative(rootDir, at.file)}:${at.line}:${at.column}`] : []),
  ].map((line) => `    ${line.slice(0, 300)}`)
}

/**
 * Ends the run with one line CI can read: "N passed, N failed, N skipped in 123.4 s", counting both
 * engines' tests. Before it: the worker-seconds each spec file took (its tests' durations summed, per
 * project, most expensive first), the counts per engine, and each failure with the engine it failed in.
 */
export default class SummaryReporter implements Reporter {
  private counts = new Map<string, Counts>()
  private failures: string[] = []
  private costs = new Map<string, FileCost>()
  private rootDir = process.cwd()

  onBegin(config: FullConfig) {
    this.rootDir = config.rootDir
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const project = test.parent.project()?.name ?? ""
    const file = relative(this.rootDir, test.location.file)
    const key = `${project} ${file}`
    const cost = this.costs.get(key) ?? { project, file, tests: 0, milliseconds: 0 }
    this.costs.set(key, cost)
    cost.tests++
    cost.milliseconds += result.duration
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
      this.failures.push(...why(result, this.rootDir))
    }
  }

  /** One line per spec file and project: worker-seconds, tests, and seconds per test. */
  private costTable() {
    const costs = [...this.costs.values()].sort((a, b) => b.milliseconds - a.milliseconds)
    const total = costs.reduce((sum, cost) => sum + cost.milliseconds, 0)
    const width = Math.max(...costs.map((cost) => cost.file.length), 4)
    const projectWidth = Math.max(...costs.map((cost) => cost.project.length), 7)
    const row = (ws: string, tests: string, each: string, project: string, file: string) =>
      `${ws.padStart(8)} ${tests.padStart(5)} ${each.padStart(7)}  ${project.padEnd(projectWidth)} ${file.padEnd(width)}`
    return [
      "",
      "worker-seconds per spec file (test durations summed):",
      row("ws", "tests", "ws/test", "project", "file"),
      ...costs.map((cost) =>
        row(
          (cost.milliseconds / 1000).toFixed(1),
          String(cost.tests),
          (cost.milliseconds / 1000 / cost.tests).toFixed(1),
          cost.project,
          cost.file,
        ),
      ),
      row((total / 1000).toFixed(1), String(costs.reduce((sum, cost) => sum + cost.tests, 0)), "", "all", ""),
    ]
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
        ...(this.costs.size ? this.costTable() : []),
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
