import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react"
import { ControlsPanel } from "./controls/ControlsPanel"
import type { ControlSchema } from "./controls/schema"
import type { Controls } from "./controls/useControls"

type ToolbarProps<S extends ControlSchema> = {
  controls: Controls<S>
  /** Start on the Visualizer tab instead of Controls. */
  viz?: boolean
  /** One or more visualizers. */
  children: ReactNode
}

const TABS = ["Controls", "Visualizer"] as const
type Tab = (typeof TABS)[number]

export function Toolbar<S extends ControlSchema>({ controls, viz = false, children }: ToolbarProps<S>) {
  const [active, setActive] = useState<Tab>(viz ? "Visualizer" : "Controls")
  const id = useId()
  const buttons = useRef<Array<HTMLButtonElement | null>>([])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const current = TABS.indexOf(active)
    const next =
      event.key === "ArrowRight"
        ? (current + 1) % TABS.length
        : event.key === "ArrowLeft"
          ? (current - 1 + TABS.length) % TABS.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? TABS.length - 1
              : -1
    if (next < 0) return
    event.preventDefault()
    setActive(TABS[next])
    buttons.current[next]?.focus()
  }

  return (
    <aside className="toolbar" aria-label="Workbench">
      <nav role="tablist" aria-label="Workbench panels" onKeyDown={onKeyDown}>
        {TABS.map((tab, index) => (
          <button
            key={tab}
            ref={(el) => {
              buttons.current[index] = el
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            aria-controls={`${id}-${tab}-panel`}
            aria-selected={active === tab}
            tabIndex={active === tab ? 0 : -1}
            data-active={active === tab ? "" : undefined}
            onClick={() => setActive(tab)}
          >
            {tab}
          </button>
        ))}
      </nav>
      <div className="toolbar-panels">
        <div
          data-content=""
          data-active={active === "Controls" ? "" : undefined}
          role="tabpanel"
          id={`${id}-Controls-panel`}
          aria-labelledby={`${id}-Controls-tab`}
          hidden={active !== "Controls"}
        >
          <ControlsPanel controls={controls} />
        </div>
        <div
          data-content=""
          data-active={active === "Visualizer" ? "" : undefined}
          role="tabpanel"
          id={`${id}-Visualizer-panel`}
          aria-labelledby={`${id}-Visualizer-tab`}
          hidden={active !== "Visualizer"}
          tabIndex={0}
        >
          {children}
        </div>
      </div>
    </aside>
  )
}
