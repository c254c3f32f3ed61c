// @vitest-environment jsdom
/// <reference types="node" />
import * as dialog from "@zag-js/dialog"
import * as slider from "@zag-js/slider"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import ts from "typescript"
import { afterAll, describe, expect, it } from "vitest"
import { createRecorder, type LoggedEvent } from "./recorder"
import { testFromLog } from "./testExport"

function recorderWith(machine: typeof dialog.machine | typeof slider.machine, rows: Array<Partial<LoggedEvent>>) {
  const recorder = createRecorder(machine)
  rows.forEach((row, i) =>
    recorder.history().push({ id: i + 1, time: i, type: "", from: "a", to: "b", changes: null, source: "user", guards: [], ...row, event: row.event ?? { type: row.type ?? "" } }),
  )
  return recorder
}

// vitest runs from the project root
const root = resolve(process.cwd())
const dir = mkdtempSync(join(root, "tests", "tmp-generated-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe("Copy as test", () => {
  const recorder = recorderWith(dialog.machine, [
    { type: "TOGGLE", from: "closed", to: "open" },
    { type: "TRIGGER_VALUE.SET", event: { type: "TRIGGER_VALUE.SET", value: "a" }, from: "open", to: "open", changes: { triggerValue: { before: null, after: "a" } } },
    { type: "NOTHING", from: "open", to: "open" },
  ])
  // the dialog's trigger is on the page: its clicks are done by clicking it
  document.body.innerHTML = `<button data-part="trigger">Open</button>`
  const code = testFromLog([{ recorder, label: "Machine" }], "/dialog?modal=false")

  it("clicks the parts it can, sends the rest with their payloads, skips what changed nothing, asserts the end state", () => {
    expect(code).toContain(`await gotoDemo(page, "/dialog?modal=false&tab=inspector")`)
    expect(code).toContain(`await page.locator("[data-part=\\"trigger\\"]:not(.toolbar *)").first().click()`)
    expect(code).toContain(`await send(page, "TRIGGER_VALUE.SET", "{\\"value\\":\\"a\\"}")`)
    expect(code).not.toContain("NOTHING")
    // the recorder has no live service here: its state is ""
    expect(code).toContain(`await expect(state(page)).toHaveText("")`)
  })

  it("type-checks with the project's fixtures", () => {
    const file = join(dir, "generated.spec.ts")
    writeFileSync(file, code.replace(`from "./fixtures"`, `from "../fixtures"`))
    const config = ts.getParsedCommandLineOfConfigFile(join(root, "tsconfig.node.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!
    const program = ts.createProgram([file], { ...config.options, noEmit: true })
    const errors = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"))
    expect(errors).toEqual([])
  }, 60_000)
})
