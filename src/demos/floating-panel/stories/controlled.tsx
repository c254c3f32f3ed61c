import * as floatingPanel from "@zag-js/floating-panel"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useEffect, useId, useRef, useState } from "react"
import "../floating-panel.css"

type Size = { width: number; height: number }
type Point = { x: number; y: number }

const START_SIZE: Size = { width: 320, height: 300 }

const START_POSITION: Point = { x: 300, y: 400 }

/** Below the buttons (further down in a narrow window, where the page's header is taller), in view. */
const startPosition = (): Point => ({
  x: Math.max(0, Math.min(START_POSITION.x, window.innerWidth - 328)),
  y: window.innerWidth < 720 ? 560 : START_POSITION.y,
})

/** A box the user resizes by its corner, read out by a ResizeObserver (its reports never feed the panel). */
function ObservedBox() {
  const box = useRef<HTMLDivElement>(null)
  const [seen, setSeen] = useState<Size | null>(null)
  useEffect(() => {
    const el = box.current
    if (!el) return
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect
      setSeen({ width: Math.round(width), height: Math.round(height) })
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return (
    <div ref={box} className="floating-panel-observed">
      ResizeObserver box: {seen ? `${seen.width}x${seen.height}` : "…"}
    </div>
  )
}

export default function Controlled() {
  // open, size and position live in React; defaultOpen is true, but the controlled open (false) wins
  const [open, setOpen] = useState(false)
  const [size, setSize] = useState(START_SIZE)
  const [position, setPosition] = useState(START_POSITION)
  // the page is rendered on the server, which has no window: the first opening places the panel in this one
  const placed = useRef(false)
  const openPanel = () => {
    if (!placed.current) setPosition(startPosition())
    placed.current = true
    setOpen(true)
  }
  const service = useMachine(floatingPanel.machine, {
    id: useId(),
    defaultOpen: true,
    open,
    onOpenChange: (details) => (details.open ? openPanel() : setOpen(false)),
    size,
    onSizeChange: (details) => setSize(details.size),
    position,
    onPositionChange: (details) => setPosition(details.position),
    minSize: { width: 240, height: 200 },
    closeOnEscape: true,
  })
  const api = floatingPanel.connect(service, normalizeProps)

  return (
    <div className="floating-panel-stack">
      <div className="floating-panel-stack-triggers">
        <button onClick={openPanel}>Open panel</button>
        <button onClick={() => setOpen(false)}>Close panel</button>
        <button onClick={() => setSize({ width: 420, height: 320 })}>Set size: 420x320</button>
        <button onClick={() => setPosition({ x: 32, y: 32 })}>Set position: (32, 32)</button>
        <button onClick={() => api.setSize({ width: 440, height: 300 })}>API set size: 440x300</button>
        <button onClick={() => api.setPosition({ x: 48, y: 48 })}>API set position: (48, 48)</button>
        <button
          onClick={() => {
            setSize(START_SIZE)
            setPosition(startPosition())
          }}
        >
          Reset rect
        </button>
      </div>
      <p
        className="floating-panel-readout"
        data-testid="rect"
        data-size={`${Math.round(size.width)}x${Math.round(size.height)}`}
      >
        size: {Math.round(size.width)}x{Math.round(size.height)} | position: ({Math.round(position.x)},{" "}
        {Math.round(position.y)})
      </p>
      <p className="floating-panel-readout" data-testid="open-state">
        open: {String(open)}
      </p>
      <button {...api.getTriggerProps()}>Toggle Panel</button>
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <div {...api.getDragTriggerProps()}>
            <div {...api.getHeaderProps()}>
              <p {...api.getTitleProps()}>Controlled Panel</p>
              <div data-scope="floating-panel" data-part="trigger-group">
                <button {...api.getCloseTriggerProps()}>
                  <span aria-hidden="true">✕</span>
                </button>
              </div>
            </div>
          </div>
          <div {...api.getBodyProps()}>
            <p>Drag the header or the edges: the line above follows. Resize the box below by its corner.</p>
            <ObservedBox />
          </div>
          {(["n", "e", "w", "s", "ne", "se", "sw", "nw"] as const).map((axis) => (
            <div key={axis} {...api.getResizeTriggerProps({ axis })} />
          ))}
        </div>
      </div>
    </div>
  )
}
