import { type KeyboardEvent, lazy, type ReactNode, Suspense, useId, useRef } from "react"
import { ControlsPanel } from "./controls/ControlsPanel"
import { IsolationLink } from "./IsolationLink"
import { LazyInspectorPanel } from "./inspector/LazyInspectorPanel"
import type { ControlSchema } from "./controls/schema"
import type { Controls } from "./controls/useControls"
import { useReportOpenTab } from "./viewSettings/openTab"
import { VisualizerShown } from "./visualizer/StateVisualizer"
import { tabKeyOf } from "./viewSettings/tabs"
import { setViewSetting, useViewSettings } from "./viewSettings/useViewSettings"

type ToolbarProps<S extends ControlSchema> = {
  controls: Controls<S>
  /** Start on the Visualizer tab instead of Controls. */
  viz?: boolean
  /** One or more visualizers. */
  children: ReactNode
}

// loaded when their tab first opens, so they add nothing to a page's first load
const CodePanel = lazy(() => import("./code/CodePanel"))
const A11yPanel = lazy(() => import("./a11y/A11yPanel"))

const TABS = ["Controls", "Visualizer", "Inspector", "Code", "Accessibility"] as const
type Tab = (typeof TABS)[number]

export function Toolbar<S extends ControlSchema>({ controls, viz = false, children }: ToolbarProps<S>) {
  // the open tab lives in the URL (`tab`), unless it is the page's own first one; a tab this page lacks
  // opens that one too
  const { tab } = useViewSettings()
  const first: Tab = viz ? "Visualizer" : "Controls"
  const active: Tab = TABS.find((label) => tabKeyOf(label) === tab) ?? first
  const setActive = (label: Tab) => setViewSetting("tab", label === first ? undefined : tabKeyOf(label))
  useReportOpenTab(tabKeyOf(active))
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
      <IsolationLink />
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
          <VisualizerShown.Provider value={active === "Visualizer"}>{children}</VisualizerShown.Provider>
        </div>
        <div
          data-content=""
          data-active={active === "Inspector" ? "" : undefined}
          role="tabpanel"
          id={`${id}-Inspector-panel`}
          aria-labelledby={`${id}-Inspector-tab`}
          hidden={active !== "Inspector"}
        >
          {active === "Inspector" && <LazyInspectorPanel />}
        </div>
        <LazyTabPanel id={id} tab="Code" active={active}>
          <CodePanel schema={controls.schema} values={controls.values} />
        </LazyTabPanel>
        <LazyTabPanel id={id} tab="Accessibility" active={active}>
          <A11yPanel />
        </LazyTabPanel>
      </div>
    </aside>
  )
}

/** A panel whose content mounts only while its tab is open (the Accessibility check runs on each opening). */
function LazyTabPanel({ id, tab, active, children }: { id: string; tab: Tab; active: Tab; children: ReactNode }) {
  return (
    <div
      data-content=""
      data-active={active === tab ? "" : undefined}
      role="tabpanel"
      id={`${id}-${tab}-panel`}
      aria-labelledby={`${id}-${tab}-tab`}
      hidden={active !== tab}
    >
      {active === tab && <Suspense fallback={<p aria-busy="true">Loading…</p>}>{children}</Suspense>}
    </div>
  )
}
