import { execFile } from "node:child_process"
import { readFileSync } from "node:fs"
import { join, relative } from "node:path"

type Outcome = { file: string; status: string; error: string }

/**
 * Runs generated spec files with Playwright itself, against the server this run uses (PW_PORT), and
 * returns how each test ended.
 */
export function runWithPlaywright(files: string[], output: string): Promise<Outcome[]> {
  const args = [
    "playwright",
    "test",
    ...files.map((f) => relative(process.cwd(), f)),
    "--project=gallery",
    "--reporter=json",
    // the outer run already keeps both cores busy
    "--workers=1",
    `--output=${output}`,
  ]
  const report = join(output, "report.json")
  return new Promise((resolve, reject) =>
    execFile(
      "npx",
      args,
      // the report goes to a file of its own (never to one the outer run was told to write)
      {
        env: { ...process.env, PW_RUN_GENERATED: "1", PLAYWRIGHT_JSON_OUTPUT_NAME: report },
        maxBuffer: 64 * 1024 * 1024,
        timeout: 240_000,
      },
      (error, stdout) => {
        try {
          type Suite = {
            file: string
            suites?: Suite[]
            specs?: Array<{ tests: Array<{ results: Array<{ status: string; errors: Array<{ message?: string }> }> }> }>
          }
          const { suites, errors } = JSON.parse(readFileSync(report, "utf8")) as {
            suites: Suite[]
            errors?: Array<{ message?: string }>
          }
          const outcomes: Outcome[] = []
          const walk = (suite: Suite) => {
            for (const spec of suite.specs ?? [])
              for (const t of spec.tests)
                for (const r of t.results)
                  outcomes.push({
                    file: suite.file,
                    status: r.status,
                    error: r.errors.map((e) => e.message ?? "").join("\n"),
                  })
            suite.suites?.forEach(walk)
          }
          suites.forEach(walk)
          if (outcomes.length === 0) throw new Error(`no test ran: ${errors?.map((e) => e.message).join("\n") ?? ""}`)
          resolve(outcomes)
        } catch (problem) {
          reject(
            new Error(
              `playwright did not report: ${String(problem)} ${error?.message ?? ""}\n${stdout.slice(0, 2000)}`,
            ),
          )
        }
      },
    ),
  )
}

/**
 * The generated test with its final expected state(s) changed: it must fail there. A state that is never
 * reached fails as surely after 1 s as after the default 5 s, so it waits 1 s.
 */
export function withWrongEndState(code: string) {
  const [steps, end] = code.split("// the end state")
  return `${steps}// the end state${end.replace(/toHaveText\("([^"]*)"\)/g, 'toHaveText("$1-but-not-really", { timeout: 1_000 })')}`
}
