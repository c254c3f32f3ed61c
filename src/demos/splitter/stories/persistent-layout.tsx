import { normalizeProps, useMachine } from "@zag-js/react"
import * as splitter from "@zag-js/splitter"
import { useId, useState, useSyncExternalStore } from "react"
import "../splitter.css"
import { machineWithoutInlineStyle } from "../fixes"
import { printSizes } from "./printSizes"

const ALL_PANELS: splitter.PanelData[] = [
  { id: "nav", minSize: 10 },
  { id: "content", minSize: 30 },
  { id: "inspector", minSize: 10 },
]
/** Each set of panels has a layout of its own until the visitor changes it. */
const DEFAULT_SIZES: Record<string, number[]> = {
  "nav,content,inspector": [20, 55, 25],
  "nav,content": [25, 75],
}
const storageKey = (panelSet: string) => `splitter-layout:${panelSet}`

/** A stored layout, if it is one for this set of panels: as many finite sizes as panels, adding up to 100. */
function parseLayout(stored: string | null, panelSet: string): number[] | undefined {
  try {
    const sizes: unknown = JSON.parse(stored ?? "null")
    const count = panelSet.split(",").length
    if (!Array.isArray(sizes) || sizes.length !== count) return undefined
    if (!sizes.every((size) => typeof size === "number" && Number.isFinite(size) && size >= 0)) return undefined
    const total = sizes.reduce((sum, size) => sum + size, 0)
    return Math.abs(total - 100) < 0.5 ? sizes : undefined
  } catch {
    return undefined
  }
}

/** Another tab's change to the stored layouts. */
function subscribe(onChange: () => void) {
  addEventListener("storage", onChange)
  return () => removeEventListener("storage", onChange)
}

/**
 * Nav, Content and Inspector keep the sizes the visitor gave them across visits: each set of panels (with
 * the Inspector and without) stores its own layout. The splitter stays hidden until the stored layout is
 * in place, so the default never flashes first.
 */
export default function PersistentLayout() {
  const [showInspector, setShowInspector] = useState(true)
  const panels = showInspector ? ALL_PANELS : ALL_PANELS.slice(0, 2)
  const panelSet = panels.map((panel) => panel.id).join(",")
  const [layouts, setLayouts] = useState<Record<string, number[]>>({})
  // the server has no storage: undefined there and while hydrating, then what this browser stored (or null)
  const stored = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(storageKey(panelSet)),
    () => undefined,
  )
  const restored = stored !== undefined
  const size = layouts[panelSet] ?? parseLayout(stored ?? null, panelSet) ?? DEFAULT_SIZES[panelSet]
  const service = useMachine(machineWithoutInlineStyle, {
    id: useId(),
    panels,
    size,
    onResize({ size }) {
      setLayouts((current) => ({ ...current, [panelSet]: size }))
      if (restored) localStorage.setItem(storageKey(panelSet), JSON.stringify(size))
    },
  })
  const api = splitter.connect(service, normalizeProps)

  return (
    <div className="splitter splitter-story">
      <div className="splitter-actions">
        <button type="button" onClick={() => setShowInspector(!showInspector)}>
          {showInspector ? "Hide Inspector" : "Show Inspector"}
        </button>
      </div>
      <div
        className="splitter-frame"
        data-orientation={api.orientation}
        data-persisted
        data-restored={restored || undefined}
      >
        <div {...api.getRootProps()}>
          <div {...api.getPanelProps({ id: "nav" })}>
            <p>Nav</p>
          </div>
          <div {...api.getResizeTriggerProps({ id: "nav:content" })} aria-label="Resize Nav and Content">
            <div {...api.getResizeTriggerIndicator({ id: "nav:content" })} />
          </div>
          <div {...api.getPanelProps({ id: "content" })}>
            <p>Content</p>
          </div>
          {showInspector && (
            <>
              <div
                {...api.getResizeTriggerProps({ id: "content:inspector" })}
                aria-label="Resize Content and Inspector"
              >
                <div {...api.getResizeTriggerIndicator({ id: "content:inspector" })} />
              </div>
              <div {...api.getPanelProps({ id: "inspector" })}>
                <p>Inspector</p>
              </div>
            </>
          )}
        </div>
      </div>
      <p className="splitter-readout">
        Sizes, kept in this browser: <output data-testid="sizes">{printSizes(api.getSizes())}</output>
      </p>
    </div>
  )
}
