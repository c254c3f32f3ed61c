import { memo, type PointerEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react"
import type { GraphEdge, GraphLayout, GraphNode } from "./layout"
import { sameProps } from "./sameProps"

type StatechartGraphProps = {
  graph: GraphLayout
  label: string
  /** the current state and its ancestors */
  active: string[]
  current: string
  /** the state just left, marked for a moment */
  left: string | null
  /** key of the transition just taken or of the selected log row */
  taken: string | null
  selected: boolean
}

const MIN_SCALE = 0.3
const MAX_SCALE = 2

/** The statechart drawn as boxes and arrows; zoom with the buttons, pan by dragging or scrolling. */
export const StatechartGraph = memo(function StatechartGraph({
  graph,
  label,
  active,
  current,
  left,
  taken,
  selected,
}: StatechartGraphProps) {
  const viewport = useRef<HTMLDivElement>(null)
  const hintId = useId()
  const markerId = useId()
  const [scale, setScale] = useState<number | null>(null)
  const [fit, setFit] = useState(1)
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null)

  // fit the width of the panel at first; the user's zoom wins after that
  useLayoutEffect(() => {
    const width = viewport.current?.clientWidth ?? graph.width
    setFit(Math.max(MIN_SCALE, Math.min(1, (width - 4) / graph.width)))
  }, [graph.width])
  const zoom = scale ?? fit

  // keep the current state in view when it changes
  useEffect(() => {
    const box = viewport.current
    const node = graph.nodes.find((n) => n.id === current)
    if (!box || !node) return
    const x = node.x * zoom
    const y = node.y * zoom
    const outside =
      x < box.scrollLeft ||
      x > box.scrollLeft + box.clientWidth ||
      y < box.scrollTop ||
      y > box.scrollTop + box.clientHeight
    if (outside) box.scrollTo({ left: x - box.clientWidth / 2, top: y - box.clientHeight / 2 })
  }, [current, graph, zoom])

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const box = viewport.current
    if (!box || event.button !== 0) return
    drag.current = { x: event.clientX, y: event.clientY, left: box.scrollLeft, top: box.scrollTop }
    box.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const box = viewport.current
    if (!box || !drag.current) return
    box.scrollLeft = drag.current.left - (event.clientX - drag.current.x)
    box.scrollTop = drag.current.top - (event.clientY - drag.current.y)
  }
  const stopDrag = () => {
    drag.current = null
  }
  const zoomBy = (factor: number) => setScale(Math.max(MIN_SCALE, Math.min(MAX_SCALE, zoom * factor)))

  return (
    <div className="inspector-graph">
      <div className="inspector-graph-actions" role="group" aria-label={`Zoom the statechart of ${label}`}>
        <button type="button" onClick={() => zoomBy(1 / 1.25)} aria-label="Zoom out">
          −
        </button>
        <button type="button" onClick={() => zoomBy(1.25)} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={() => setScale(null)}>
          Fit
        </button>
        <span className="inspector-zoom" aria-live="polite">
          {Math.round(zoom * 100)}%
        </span>
      </div>
      <div
        ref={viewport}
        className="inspector-graph-viewport"
        role="group"
        aria-label={`Statechart graph of ${label}`}
        aria-describedby={hintId}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={stopDrag}
        onPointerCancel={stopDrag}
      >
        <svg
          width={graph.width * zoom}
          height={graph.height * zoom}
          viewBox={`0 0 ${graph.width} ${graph.height}`}
          aria-hidden="true"
          data-selected={selected ? "" : undefined}
        >
          <defs>
            <marker
              id={markerId}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
              <path d="M 0 0 L 10 5 L 0 10 z" className="inspector-arrowhead" />
            </marker>
          </defs>
          {graph.edges.map((edge) => (
            <Edge key={edge.id} edge={edge} taken={taken !== null && edge.keys.includes(taken)} marker={markerId} />
          ))}
          {graph.nodes.map((node) => (
            <Node
              key={node.id}
              node={node}
              active={active.includes(node.id)}
              current={node.id === current}
              left={node.id === left}
              stayed={taken !== null && node.stays.includes(taken)}
            />
          ))}
        </svg>
      </div>
      <p id={hintId} className="inspector-hint">
        Drag or scroll to pan. The list below holds the same states and transitions.
      </p>
    </div>
  )
}, sameProps)

function Edge({ edge, taken, marker }: { edge: GraphEdge; taken: boolean; marker: string }) {
  const [first, ...rest] = edge.points
  if (!first) return null
  const d = `M ${first.x} ${first.y} ${rest.map((p) => `L ${p.x} ${p.y}`).join(" ")}`
  return (
    <g className="inspector-edge" data-kind={edge.kind} data-taken={taken ? "" : undefined}>
      <path d={d} markerEnd={`url(#${marker})`} />
      {edge.label && (
        <text x={edge.label.x} y={edge.label.y - ((edge.label.lines.length - 1) * 13) / 2 + 4} textAnchor="middle">
          {edge.label.lines.map((line, i) => (
            <tspan key={i} x={edge.label?.x} dy={i ? 13 : 0}>
              {line}
            </tspan>
          ))}
        </text>
      )}
    </g>
  )
}

type NodeProps = { node: GraphNode; active: boolean; current: boolean; left: boolean; stayed: boolean }

function Node({ node, active, current, left, stayed }: NodeProps) {
  const x = node.x - node.width / 2
  const y = node.y - node.height / 2
  if (node.kind === "start") return <circle className="inspector-start" cx={node.x} cy={node.y} r={6} />
  return (
    <g
      className="inspector-node"
      data-kind={node.kind}
      data-active={active ? "" : undefined}
      data-current={current ? "" : undefined}
      data-left={left ? "" : undefined}
      data-stayed={stayed ? "" : undefined}
    >
      <rect x={x} y={y} width={node.width} height={node.height} rx={6} />
      {node.lines.map((line, i) => (
        <text
          key={i}
          x={node.x}
          y={y + 19 + i * 14}
          textAnchor="middle"
          className={i ? "inspector-node-meta" : undefined}
        >
          {line}
        </text>
      ))}
    </g>
  )
}
