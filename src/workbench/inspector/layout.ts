import { graphlib, layout } from "@dagrejs/dagre"
import type { ChartTransition, Statechart } from "./statechart"

export const ANY_STATE = "*"
export const START = "^"

export type GraphNode = {
  id: string
  /** a state path, ANY_STATE for the root `on`, START for the initial-state marker */
  kind: "state" | "any" | "start"
  x: number
  y: number
  width: number
  height: number
  lines: string[]
  /** keys of the transitions that stay in this state (drawn inside the box, not as arrows) */
  stays: string[]
}

export type GraphEdge = {
  id: string
  from: string
  to: string
  kind: "transition" | "initial"
  points: Array<{ x: number; y: number }>
  label: { x: number; y: number; lines: string[] } | null
  /** keys of the transitions this arrow stands for */
  keys: string[]
}

export type GraphLayout = { width: number; height: number; nodes: GraphNode[]; edges: GraphEdge[] }

const CHAR = 7
const LABEL_CHAR = 6.2
const LINE = 14
const MAX_LABEL_EVENTS = 3

/** Room between boxes and labels: the panel's compact column, or the large dialog where labels never overlap. */
const SPACING = {
  compact: { nodesep: 22, ranksep: 34, edgesep: 12, labelChar: LABEL_CHAR, labelEvents: MAX_LABEL_EVENTS },
  roomy: { nodesep: 56, ranksep: 72, edgesep: 28, labelChar: 7, labelEvents: 8 },
}

const layouts = new WeakMap<Statechart, Map<string, GraphLayout>>()

/**
 * A statechart's layout, made once per chart, initial state and spacing: a page that runs a hundred machines
 * of one kind (a hundred tooltips) shows a hundred copies of one layout.
 */
export function statechartLayout(
  chart: Statechart,
  initialState: string | null,
  spacing: keyof typeof SPACING = "compact",
): GraphLayout {
  let byOptions = layouts.get(chart)
  if (!byOptions) layouts.set(chart, (byOptions = new Map()))
  const key = `${spacing} ${initialState}`
  let laidOut = byOptions.get(key)
  if (!laidOut) byOptions.set(key, (laidOut = layoutStatechart(chart, initialState, spacing)))
  return laidOut
}

/** Boxes and arrows for a statechart, placed by dagre: one arrow per (source, target) pair. */
export function layoutStatechart(
  chart: Statechart,
  initialState: string | null,
  spacing: keyof typeof SPACING = "compact",
): GraphLayout {
  const { nodesep, ranksep, edgesep, labelChar, labelEvents } = SPACING[spacing]
  const labelLines = (transitions: ChartTransition[]) => eventLines(transitions, labelEvents)
  const graph = new graphlib.Graph()
  graph.setGraph({ rankdir: "TB", nodesep, ranksep, edgesep, marginx: 8, marginy: 8 })
  graph.setDefaultEdgeLabel(() => ({}))

  const nodes = new Map<string, Omit<GraphNode, "x" | "y">>()
  const addNode = (id: string, kind: GraphNode["kind"], lines: string[], stays: string[]) => {
    const width =
      kind === "start" ? 14 : Math.max(64, ...lines.map((line, i) => line.length * (i ? LABEL_CHAR : CHAR) + 20))
    const height = kind === "start" ? 14 : 12 + lines.length * LINE + 4
    nodes.set(id, { id, kind, width, height, lines, stays })
    graph.setNode(id, { width, height })
  }

  const edges = new Map<string, { from: string; to: string; kind: GraphEdge["kind"]; transitions: ChartTransition[] }>()
  const addEdge = (from: string, to: string, kind: GraphEdge["kind"], transition?: ChartTransition) => {
    const id = `${from}→${to}`
    const edge = edges.get(id) ?? { from, to, kind, transitions: [] }
    if (transition) edge.transitions.push(transition)
    edges.set(id, edge)
  }

  const place = (
    id: string,
    kind: GraphNode["kind"],
    title: string,
    tags: string[],
    transitions: ChartTransition[],
  ) => {
    const stays = transitions.filter((t) => !t.target)
    const meta = [tags.length ? `tags: ${tags.join(", ")}` : "", stays.length ? `↺ ${stays.length} staying` : ""]
    addNode(
      id,
      kind,
      [title, ...meta.filter(Boolean)],
      stays.map((t) => t.key),
    )
    for (const t of transitions) if (t.target) addEdge(id, t.target, "transition", t)
  }

  for (const state of chart.states) {
    place(state.path, "state", state.path, state.tags, state.transitions)
    if (state.initial) addEdge(state.path, state.initial, "initial")
  }
  if (chart.anyState.length) place(ANY_STATE, "any", "from any state", [], chart.anyState)
  if (initialState && nodes.has(initialState)) {
    addNode(START, "start", [], [])
    addEdge(START, initialState, "initial")
  }

  for (const [id, edge] of edges) {
    if (!nodes.has(edge.to)) continue
    const lines = labelLines(edge.transitions)
    graph.setEdge(edge.from, edge.to, {
      width: lines.length ? Math.max(...lines.map((l) => l.length)) * labelChar + 6 : 0,
      height: lines.length * 13,
      labelpos: "c",
      id,
    })
  }

  layout(graph)

  const out: GraphLayout = { width: graph.graph().width ?? 0, height: graph.graph().height ?? 0, nodes: [], edges: [] }
  for (const node of nodes.values()) {
    const placed = graph.node(node.id)
    out.nodes.push({ ...node, x: placed.x ?? 0, y: placed.y ?? 0 })
  }
  for (const e of graph.edges()) {
    const placed = graph.edge(e)
    const edge = edges.get(`${e.v}→${e.w}`)
    if (!edge) continue
    const lines = labelLines(edge.transitions)
    out.edges.push({
      id: `${e.v}→${e.w}`,
      from: e.v,
      to: e.w,
      kind: edge.kind,
      points: placed.points ?? [],
      label: lines.length ? { x: placed.x ?? 0, y: placed.y ?? 0, lines } : null,
      keys: edge.transitions.map((t) => t.key),
    })
  }
  return out
}

function eventLines(transitions: ChartTransition[], max: number): string[] {
  const events = [...new Set(transitions.map((t) => (t.guard ? `${t.event} [${t.guard}]` : t.event)))]
  if (events.length <= max) return events
  return [...events.slice(0, max - 1), `+${events.length - max + 1} more`]
}
