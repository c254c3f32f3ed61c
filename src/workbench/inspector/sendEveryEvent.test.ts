// @vitest-environment jsdom
import * as core from "@zag-js/core"
import { renderHook } from "@testing-library/react"
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { PageBoundary } from "./PageBoundary"
import { RECORDER, type MachineRecorder } from "./recorder"
import { acceptedEvents } from "./SendEvents"
import { sendAndSettle } from "./sendSafely"
import { Statechart } from "./statechart"
import { useInspectedMachine } from "./useInspectedMachine"

// React renders on its scheduler, as on a page (not in act()): a render an event breaks is the event's
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any zag package
type ZagModule = Record<string, any>
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any machine's definition
type AnyMachine = core.Machine<any>

// a toast's group, as its toasts see it: whatever they call or read answers
const anything: unknown = new Proxy(() => anything, { get: () => anything, apply: () => anything })

// what jsdom lacks and a browser has (zag's effects observe sizes and visibility)
class NoObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(window, { ResizeObserver: NoObserver, IntersectionObserver: NoObserver })
// no part of a machine is rendered here: the QR code's download, which reads its rendered code, finds none
// (a rejection its action leaves unhandled; on the page the code is there)
const jsdomGap = (reason: unknown) =>
  reason instanceof Error && reason.message.includes("Could not find the svg element")
process.on("unhandledRejection", (reason) => {
  if (!jsdomGap(reason)) throw reason
})

/** The props a machine can't start without (besides its id). */
function requiredProps(pkg: string, module: ZagModule): Record<string, unknown> {
  if (pkg === "@zag-js/tree-view" || pkg === "@zag-js/cascade-select")
    return {
      collection: module.collection({
        rootNode: {
          value: "root",
          label: "Root",
          children: [{ value: "a", label: "A", children: [{ value: "b", label: "B" }] }],
        },
      }),
    }
  if (pkg === "@zag-js/toast") return { store: module.createStore({}), type: "info", removeDelay: 0, parent: anything }
  if (pkg === "@zag-js/async-list") return { load: () => Promise.resolve({ items: [] }) }
  if (pkg === "@zag-js/carousel") return { slideCount: 3 }
  if (pkg === "@zag-js/splitter") return { panels: [{ id: "a" }, { id: "b" }] }
  if (module.collection) return { collection: module.collection({ items: ["a", "b"] }) }
  return {}
}

const dependencies = Object.keys(
  (JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> }).dependencies,
).filter((name) => name.startsWith("@zag-js/"))

const recorderOf = (service: unknown) => (service as { [RECORDER]: MachineRecorder })[RECORDER]

/** The machine started in `state` (as if it had got there), with the props it needs, on a page of its own. */
async function startIn(definition: AnyMachine, state: string, props: Record<string, unknown>) {
  const inState = { ...definition, initialState: () => state }
  const { result, unmount } = renderHook(() => useInspectedMachine(inState, { id: "m", ...props }), {
    wrapper: PageBoundary,
    // a page's root leaves the errors an Inspector event took to the Inspector (src/boot.tsx)
    onCaughtError: (error) => {
      if (!(error as Record<symbol, unknown>)[Symbol.for("zag-gallery.claimed-page-error")]) throw error
    },
  })
  await new Promise((resolve) => setTimeout(resolve))
  return { recorder: recorderOf(result.current), unmount }
}

describe("every event any state of any machine accepts, sent from the Inspector with an empty payload", () => {
  it.each(dependencies)("%s: is handled or reported as failed, never thrown out of the page", async (pkg) => {
    const module = (await import(pkg)) as ZagModule
    const machines = [module.machine, module.group?.machine].filter(Boolean) as AnyMachine[]
    if (!module.connect) machines.length = 0
    let sent = 0
    for (const definition of machines) {
      const chart = Statechart.of(definition, core)
      for (const { path } of chart.states) {
        let page = await startIn(definition, path, requiredProps(pkg, module))
        for (const type of acceptedEvents(chart, [path])) {
          const { failure, restore } = await sendAndSettle(page.recorder, { type })
          sent++
          if (failure) expect(failure.message, `${pkg} ${path} ${type}`).not.toBe("")
          if (!restore) continue
          // the Inspector rebuilds the page without the event: here, a new one in the same state
          page.unmount()
          page = await startIn(definition, path, requiredProps(pkg, module))
        }
        page.unmount()
      }
    }
    expect(sent > 0 || machines.length === 0, `${pkg}: no event sent`).toBe(true)
  })
})
