// @vitest-environment jsdom
/// <reference types="node" />
import * as combobox from "@zag-js/combobox"
import * as datePicker from "@zag-js/date-picker"
import * as dialog from "@zag-js/dialog"
import * as numberInput from "@zag-js/number-input"
import * as select from "@zag-js/select"
import * as slider from "@zag-js/slider"
import * as tabs from "@zag-js/tabs"
import * as treeView from "@zag-js/tree-view"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import ts from "typescript"
import { afterAll, describe, expect, it } from "vitest"
import { createRecorder, type LoggedEvent } from "./recorder"
import { SEEN_SOURCE, seenState } from "./seenState"
import { testFromLog } from "./testExport"

type Row = Partial<LoggedEvent> & { type: string }

function recorderWith(machine: unknown, rows: Row[]) {
  const recorder = createRecorder(machine as Parameters<typeof createRecorder>[0])
  rows.forEach((row, i) =>
    recorder.history().push({
      id: i + 1,
      time: i,
      from: "a",
      to: "b",
      changes: null,
      source: "user",
      guards: [],
      ...row,
      event: row.event ?? { type: row.type },
    }),
  )
  return recorder
}

const ev = (type: string, payload: Record<string, unknown> = {}) => ({ type, event: { type, ...payload } })

type Widget = { name: string; machine: unknown; dom: string; rows: Row[]; lines: string[]; absent?: string[] }

/** Each widget: its parts on the page (as zag renders them), the recorded rows, and lines the test must hold. */
const widgets: Widget[] = [
  {
    name: "dialog",
    machine: dialog.machine,
    dom: `<button data-scope="dialog" data-part="trigger">Open</button>`,
    rows: [
      { ...ev("TOGGLE"), from: "closed", to: "open" },
      {
        ...ev("TRIGGER_VALUE.SET", { value: "a" }),
        from: "open",
        to: "open",
        changes: { triggerValue: { before: null, after: "a" } },
      },
      { ...ev("NOTHING"), from: "open", to: "open" },
    ],
    lines: [
      `await part(page, "[data-scope=\\"dialog\\"][data-part=\\"trigger\\"]").click()`,
      `await send(page, {"value":"a","type":"TRIGGER_VALUE.SET"})`,
    ],
  },
  {
    name: "combobox",
    machine: combobox.machine,
    dom: `<input data-scope="combobox" data-part="input"><div data-scope="combobox" data-part="content"></div>`,
    rows: [
      { ...ev("INPUT.FOCUS"), from: "closed.idle", to: "closed.focused" },
      { ...ev("INPUT.CHANGE", { value: "ca", src: "input-change" }), from: "closed.focused", to: "open.suggesting" },
      { ...ev("CHILDREN_CHANGE"), source: "machine", from: "open.suggesting", to: "open.suggesting" },
      { ...ev("INPUT.ARROW_DOWN", { keypress: true }), from: "open.suggesting", to: "open.interacting" },
      { ...ev("INPUT.ENTER", { keypress: true, src: "item-select" }), from: "open.interacting", to: "closed.focused" },
    ],
    lines: [
      `await part(page, "[data-scope=\\"combobox\\"][data-part=\\"input\\"]").focus()`,
      `await part(page, "[data-scope=\\"combobox\\"][data-part=\\"input\\"]").fill("ca")`,
      `await press(page, "[data-scope=\\"combobox\\"][data-part=\\"input\\"]", "ArrowDown")`,
      `await press(page, "[data-scope=\\"combobox\\"][data-part=\\"input\\"]", "Enter")`,
      `await expect(state(page)).toHaveText("open.interacting")`,
    ],
  },
  {
    name: "slider",
    machine: slider.machine,
    dom: `<div data-scope="slider" data-part="root"><div data-scope="slider" data-part="control"></div><div data-scope="slider" data-part="thumb" data-index="0" tabindex="0" aria-valuenow="10"></div><div data-scope="slider" data-part="thumb" data-index="1" tabindex="0" aria-valuenow="60"></div></div>`,
    rows: [
      { ...ev("FOCUS", { index: 1 }), from: "idle", to: "focus" },
      {
        ...ev("ARROW_DEC", { step: 10, src: "PageDown" }),
        from: "focus",
        to: "focus",
        changes: { value: { before: [10, 60], after: [10, 50] } },
      },
      { ...ev("POINTER_DOWN", { point: { x: 10, y: 5 }, index: 0 }), from: "focus", to: "dragging" },
      {
        ...ev("POINTER_MOVE", { point: { x: 20, y: 5 } }),
        from: "dragging",
        to: "dragging",
        changes: { value: { before: [3, 50], after: [6, 50] } },
      },
      {
        ...ev("POINTER_MOVE", { point: { x: 30, y: 5 } }),
        from: "dragging",
        to: "dragging",
        changes: { value: { before: [6, 50], after: [9, 50] } },
      },
      { ...ev("POINTER_UP"), from: "dragging", to: "focus" },
    ],
    lines: [
      `await part(page, "[data-scope=\\"slider\\"][data-part=\\"thumb\\"][data-index=\\"1\\"]").focus()`,
      `await press(page, "[data-scope=\\"slider\\"]", "PageDown")`,
      // a drag's pointer positions belong to the recorded layout: sent as they were, a run of moves as its last
      `await send(page, {"point":{"x":10,"y":5},"index":0,"type":"POINTER_DOWN"})`,
      `await send(page, {"point":{"x":30,"y":5},"type":"POINTER_MOVE"})`,
      `await send(page, {"type":"POINTER_UP"})`,
    ],
    absent: [`"x":20`],
  },
  {
    name: "date picker",
    machine: datePicker.machine,
    dom: `<input data-scope="date-picker" data-part="input" data-index="0"><button data-scope="date-picker" data-part="trigger"></button><table data-scope="date-picker" data-part="table"></table>`,
    rows: [
      { ...ev("TRIGGER.CLICK"), from: "idle", to: "open" },
      {
        ...ev("TABLE.ARROW_RIGHT", { view: "day", columns: 7 }),
        from: "open",
        to: "open",
        changes: { focusedValue: { before: "a", after: "b" } },
      },
      // sent from the Inspector without its payload: it failed, and the page was rebuilt without it
      {
        ...ev("INPUT.CHANGE"),
        source: "inspector",
        from: "open",
        to: "focused",
        changes: { inputValue: { before: [""], after: [undefined] } },
        failure: { message: "Cannot read properties of undefined (reading 'trim')", missing: ["value"] },
      },
      { ...ev("TABLE.ENTER", { view: "day" }), from: "open", to: "focused" },
    ],
    lines: [
      `await part(page, "[data-scope=\\"date-picker\\"][data-part=\\"trigger\\"]").click()`,
      `await press(page, "[data-scope=\\"date-picker\\"][data-part=\\"table\\"]", "ArrowRight")`,
      `await press(page, "[data-scope=\\"date-picker\\"][data-part=\\"table\\"]", "Enter")`,
    ],
    absent: ["INPUT.CHANGE"],
  },
  {
    name: "tree view",
    machine: treeView.machine,
    dom: `<div data-scope="tree-view" data-part="branch" role="treeitem" data-value="src"><div data-scope="tree-view" data-part="branch-control" tabindex="0" data-value="src"></div></div><div data-scope="tree-view" data-part="item" role="treeitem" tabindex="-1" data-value="src/a.ts"></div>`,
    rows: [
      {
        ...ev("NODE.FOCUS", { id: "src" }),
        from: "idle",
        to: "idle",
        changes: { focusedValue: { before: null, after: "src" } },
      },
      {
        ...ev("BRANCH_NODE.CLICK", { id: "src" }),
        from: "idle",
        to: "idle",
        changes: { expandedValue: { before: [], after: ["src"] } },
      },
      // changed nothing, but the key moves the focus: kept
      { ...ev("NODE.ARROW_DOWN", { id: "src" }), from: "idle", to: "idle" },
      {
        ...ev("NODE.CLICK", { id: "src/a.ts", src: "keyboard" }),
        from: "idle",
        to: "idle",
        changes: { selectedValue: { before: [], after: ["src/a.ts"] } },
      },
    ],
    lines: [
      `await part(page, "[data-scope=\\"tree-view\\"][data-part=\\"branch-control\\"][data-value=\\"src\\"]").focus()`,
      `await part(page, "[data-scope=\\"tree-view\\"][data-part=\\"branch-control\\"][data-value=\\"src\\"]").click()`,
      `await press(page, "[data-scope=\\"tree-view\\"][data-part=\\"branch-control\\"][data-value=\\"src\\"]", "ArrowDown")`,
      `await part(page, "[data-scope=\\"tree-view\\"][data-part=\\"item\\"][data-value=\\"src/a.ts\\"]").click()`,
    ],
  },
  {
    name: "select",
    machine: select.machine,
    dom: `<button data-scope="select" data-part="trigger"></button><div data-scope="select" data-part="content" tabindex="0"><div data-scope="select" data-part="item" data-value="AD"></div></div>`,
    rows: [
      { ...ev("TRIGGER.CLICK"), from: "idle", to: "open" },
      {
        ...ev("CONTENT.ARROW_DOWN"),
        from: "open",
        to: "open",
        changes: { highlightedValue: { before: null, after: "AD" } },
      },
      { ...ev("ITEM.CLICK", { src: "keydown.enter" }), from: "open", to: "focused" },
    ],
    lines: [
      `await press(page, "[data-scope=\\"select\\"][data-part=\\"content\\"]", "ArrowDown")`,
      `await press(page, "[data-scope=\\"select\\"]", "Enter")`,
    ],
  },
  {
    name: "tabs",
    machine: tabs.machine,
    dom: `<button data-scope="tabs" data-part="trigger" role="tab" data-value="one" aria-selected="false"></button><button data-scope="tabs" data-part="trigger" role="tab" data-value="two" aria-selected="true"></button>`,
    rows: [
      { ...ev("TAB_FOCUS", { value: "one" }), from: "idle", to: "focused" },
      { ...ev("ARROW_NEXT", { key: "ArrowRight", src: "keyboard" }), from: "focused", to: "focused" },
      {
        ...ev("TAB_CLICK", { value: "two" }),
        from: "focused",
        to: "focused",
        changes: { value: { before: "one", after: "two" } },
      },
    ],
    lines: [
      `await part(page, "[data-scope=\\"tabs\\"][data-part=\\"trigger\\"][data-value=\\"one\\"]").focus()`,
      `await press(page, "[data-scope=\\"tabs\\"]", "ArrowRight")`,
      `await part(page, "[data-scope=\\"tabs\\"][data-part=\\"trigger\\"][data-value=\\"two\\"]").click()`,
      `await expect.poll(() => seen(page, "tabs")).toBe("trigger data-value=one aria-selected=false\\ntrigger data-value=two aria-selected=true")`,
    ],
  },
  {
    name: "number input",
    machine: numberInput.machine,
    dom: `<input data-scope="number-input" data-part="input"><button data-scope="number-input" data-part="increment-trigger"></button><button data-scope="number-input" data-part="decrement-trigger"></button>`,
    rows: [
      { ...ev("TRIGGER.PRESS_DOWN", { hint: "increment", pointerType: "mouse" }), from: "idle", to: "before:spin" },
      { ...ev("TRIGGER.PRESS_UP", { hint: "increment" }), from: "before:spin", to: "focused" },
      {
        ...ev("INPUT.CHANGE", { hint: "set" }),
        from: "focused",
        to: "focused",
        changes: { value: { before: "1", after: "42" } },
      },
    ],
    lines: [
      // a press down and up is a click on the hinted part
      `await part(page, "[data-scope=\\"number-input\\"][data-part=\\"increment-trigger\\"]").click()`,
      `await part(page, "[data-scope=\\"number-input\\"][data-part=\\"input\\"]").fill("42")`,
    ],
  },
]

// vitest runs from the project root
const root = resolve(process.cwd())
const dir = mkdtempSync(join(root, "tests", "tmp-generated-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe("Copy as test", () => {
  const generated = widgets.map((widget) => {
    document.body.innerHTML = widget.dom
    return {
      ...widget,
      code: testFromLog(
        [{ recorder: recorderWith(widget.machine, widget.rows), label: "Machine" }],
        `/${widget.name.replace(/ /g, "-")}?x=1`,
      ),
    }
  })

  for (const { name, code, lines, absent } of generated)
    it(`does the recorded events of the ${name} as a person would, where the page's parts say how`, () => {
      expect(code).toContain(`await gotoDemo(page, "/${name.replace(/ /g, "-")}?x=1&tab=inspector")`)
      for (const line of lines) expect(code).toContain(line)
      for (const text of absent ?? []) expect(code).not.toContain(text)
      // the recorder has no live service here: its state is ""
      expect(code).toMatch(/\/\/ the end state\n {2}await expect\(state\(page\)\)\.toHaveText\(""\)/)
    })

  it("leaves out what changed nothing, except key presses", () => {
    expect(generated[0].code).not.toContain("NOTHING")
    expect(generated[4].code).toContain("ArrowDown")
  })

  it("reads what a person sees the same way in the Inspector and in the generated test", async () => {
    document.body.innerHTML =
      widgets[6].dom +
      `<div class="toolbar"><div data-scope="tabs" data-part="trigger" aria-selected="true"></div></div>`
    const js = ts.transpileModule(`${SEEN_SOURCE}\nexport { seen }`, {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    }).outputText
    const exports: { seen?: (page: unknown, scope: string) => Promise<string> } = {}
    new Function("exports", js)(exports)
    const page = { evaluate: async (fn: (arg: string) => string, arg: string) => fn(arg) }
    expect(await exports.seen!(page, "tabs")).toBe(seenState("tabs"))
    expect(seenState("tabs")).toBe(
      "trigger data-value=one aria-selected=false\ntrigger data-value=two aria-selected=true",
    )
  })

  it("type-checks with the project's fixtures, for every widget", () => {
    const files = generated.map(({ name, code }) => {
      const file = join(dir, `${name.replace(/ /g, "-")}.spec.ts`)
      writeFileSync(file, code.replace(`from "./fixtures"`, `from "../fixtures"`))
      return file
    })
    const config = ts.getParsedCommandLineOfConfigFile(
      join(root, "tsconfig.node.json"),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
    )!
    const program = ts.createProgram(files, { ...config.options, noEmit: true })
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file?.fileName ?? ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`)
    expect(errors).toEqual([])
  }, 90_000)
})
