import { type KeyboardEvent, type ReactNode, Suspense, useEffect, useId, useLayoutEffect, useRef } from "react"
import { IsolationLink } from "./IsolationLink"
import type { ControlSchema } from "./controls/schema"
import type { Controls } from "./controls/useControls"
import { HANDLE_ID, PANEL_ID } from "./panel/parts"
import { SplitHandle, SplitPart } from "./panel/SplitPart"
import { nextIndex } from "./rovingKeys"
import { TABS } from "./tabs"
import type { ToolbarTab } from "./tabs/tab"
import { tabBar } from "./viewSettings/modules/tab.bar"
import { setViewSetting, useViewSettings } from "./viewSettings/useViewSettings"

type ToolbarProps<S extends ControlSchema> = {
  controls: Controls<S>
  /** Start on the Visualizer tab instead of Controls. */
  viz?: boolean
  /** One or more visualizers. */
  children: ReactNode
}

/** The workbench's panel (with its resize handle): one tab per module in ./tabs, on one scrolling row. */
export function Toolbar<S extends ControlSchema>({ controls, viz = false, children }: ToolbarProps<S>) {
  // the open tab lives in the URL (`tab`), unless it is the page's own first one; a tab this page lacks
  // opens that one too
  const { tab } = useViewSettings()
  const first = viz ? "visualizer" : "controls"
  const active: ToolbarTab = TABS.find((each) => each.key === tab) ?? TABS.find((each) => each.key === first)!
  const setActive = (next: ToolbarTab) => setViewSetting("tab", next.key === first ? undefined : next.key)
  const id = useId()
  const buttons = useRef<Array<HTMLButtonElement | null>>([])

  // the strip scrolls rather than wraps: keep the open tab in view (scrollIntoView would scroll the
  // workbench and the page too)
  const activeIndex = TABS.indexOf(active)
  useLayoutEffect(() => {
    const button = buttons.current[activeIndex]
    const nav = button?.parentElement
    if (!button || !nav) return
    // within the strip's padding, rounded outwards (scroll offsets are whole pixels)
    const [outer, inner, pad] = [nav.getBoundingClientRect(), button.getBoundingClientRect(), 20]
    nav.scrollLeft +=
      Math.floor(Math.min(0, inner.left - outer.left - pad)) + Math.ceil(Math.max(0, inner.right - outer.right + pad))
  }, [activeIndex])

  // a modal widget leaves the panel and the settings bar usable (no first load waits for that code)
  useEffect(() => {
    void import("./besideModal").then((module) => module.keepWorkbenchUsable())
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = nextIndex(event.key, activeIndex, TABS.length)
    if (next < 0) return
    event.preventDefault()
    setActive(TABS[next])
    buttons.current[next]?.focus({ preventScroll: true })
  }

  return (
    <SplitPart
      part="panel"
      as="aside"
      id={PANEL_ID}
      className="toolbar"
      aria-label="Workbench"
      data-workbench-region=""
    >
      {/* on the panel's edge, inside its landmark */}
      <SplitHandle id={HANDLE_ID} />
      <IsolationLink />
      <nav role="tablist" aria-label="Workbench panels" onKeyDown={onKeyDown}>
        {TABS.map((each, index) => (
          <button
            key={each.key}
            ref={(el) => {
              buttons.current[index] = el
            }}
            type="button"
            role="tab"
            id={`${id}-${each.key}-tab`}
            aria-controls={`${id}-${each.key}-panel`}
            aria-selected={active === each}
            tabIndex={active === each ? 0 : -1}
            data-active={active === each ? "" : undefined}
            onClick={() => setActive(each)}
          >
            {tabBar.text[each.key]}
          </button>
        ))}
      </nav>
      <div className="toolbar-panels">
        {TABS.map((each) => {
          const open = active === each
          return (
            <div
              key={each.key}
              data-content=""
              data-active={open ? "" : undefined}
              role="tabpanel"
              id={`${id}-${each.key}-panel`}
              aria-labelledby={`${id}-${each.key}-tab`}
              hidden={!open}
              tabIndex={each.focusablePanel ? 0 : undefined}
            >
              {(open || each.keepMounted) && (
                <Suspense fallback={<p aria-busy="true">Loading…</p>}>
                  <each.Panel
                    controls={controls as unknown as Controls<ControlSchema>}
                    visualizers={children}
                    open={open}
                  />
                </Suspense>
              )}
            </div>
          )
        })}
      </div>
    </SplitPart>
  )
}
