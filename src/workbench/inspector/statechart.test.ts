import * as accordion from "@zag-js/accordion"
import * as combobox from "@zag-js/combobox"
import { ensureStateIndex, findTransition, getStateChain, resolveStateValue } from "@zag-js/core"
import * as dialog from "@zag-js/dialog"
import * as floatingPanel from "@zag-js/floating-panel"
import { describe, expect, it } from "vitest"
import { layoutStatechart } from "./layout"
import { Statechart } from "./statechart"

const core = { ensureStateIndex, findTransition, getStateChain, resolveStateValue }
const chartOf = (machine: unknown) => Statechart.of(machine as never, core)

describe("Statechart", () => {
  it("reads states, tags and EVENT → target transitions from the machine definition", () => {
    const chart = chartOf(accordion.machine)
    expect(chart.states.map((s) => s.path)).toEqual(["idle", "focused"])
    const idle = chart.states[0]
    expect(idle.transitions).toEqual([
      expect.objectContaining({ event: "TRIGGER.FOCUS", source: "idle", target: "focused", guard: null }),
    ])
    const focused = chart.states[1].transitions
    expect(focused.find((t) => t.event === "GOTO.NEXT")?.target).toBeNull()
    expect(focused.filter((t) => t.event === "TRIGGER.CLICK").map((t) => t.guard)).toEqual([
      "inline guard",
      "inline guard",
    ])
    expect(chart.anyState.length).toBeGreaterThan(0)
    expect(chart.anyState.every((t) => t.source === null)).toBe(true)
  })

  it("names string guards", () => {
    const closeGuards = chartOf(dialog.machine)
      .states.find((s) => s.path === "open")
      ?.transitions.filter((t) => t.event === "CLOSE")
    expect(closeGuards?.map((t) => t.guard)).toEqual(["isOpenControlled", null])
  })

  it("includes nested states by their dotted path, with the initial child, and resolves sibling targets", () => {
    const chart = chartOf(floatingPanel.machine)
    expect(chart.states.map((s) => s.path)).toEqual(["closed", "open", "open.idle", "open.dragging", "open.resizing"])
    expect(chart.states.find((s) => s.path === "open")?.initial).toBe("open.idle")
    const dragStart = chart.states
      .find((s) => s.path === "open.idle")
      ?.transitions.find((t) => t.event === "DRAG_START")
    expect(dragStart?.target).toBe("open.dragging")
    expect(chart.activePaths("open.dragging")).toEqual(["open", "open.dragging"])
    expect(chartOf(combobox.machine).states.map((s) => s.path)).toContain("open.suggesting")
  })

  it("finds the transition an event took, also one declared on an ancestor", () => {
    const chart = chartOf(floatingPanel.machine)
    expect(chart.transitionTaken("open.idle", "DRAG_START", "open.dragging")?.key).toBe("open.idle|DRAG_START|0")
    expect(chart.transitionTaken("open.dragging", "DRAG", "open.dragging")?.key).toBe("open.dragging|DRAG|0")
    expect(chart.transitionTaken("open.dragging", "CONTROLLED.CLOSE", "closed")?.source).toBe("open")
    expect(chart.transitionTaken("closed", "NO_SUCH_EVENT", "closed")).toBeNull()
    const toggle = chartOf(dialog.machine).transitionTaken("open", "TOGGLE", "closed")
    expect(toggle).toMatchObject({ target: "closed", guard: null })
  })
})

describe("layoutStatechart", () => {
  it("draws one box per state and one arrow per (source, target) pair, staying transitions inside the box", () => {
    const chart = chartOf(dialog.machine)
    const graph = layoutStatechart(chart, "closed")
    const states = graph.nodes.filter((n) => n.kind === "state").map((n) => n.id)
    expect(states.sort()).toEqual(["closed", "open"])
    const arrows = graph.edges.filter((e) => e.kind === "transition").map((e) => `${e.from}→${e.to}`)
    expect(arrows.sort()).toEqual(["closed→open", "open→closed"])
    expect(graph.edges.find((e) => e.from === "^")?.to).toBe("closed")
    for (const node of graph.nodes) {
      expect(node.x).toBeGreaterThan(0)
      expect(node.x + node.width / 2).toBeLessThanOrEqual(graph.width + 1)
    }
    const open = graph.nodes.find((n) => n.id === "open")
    expect(open?.lines.some((line) => /↺ \d+ staying/.test(line))).toBe(true)
  })
})
