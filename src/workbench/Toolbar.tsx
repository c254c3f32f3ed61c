import { lazy, Suspense } from "react"
import type { ControlSchema } from "./controls/schema"
import { PANEL_ID } from "./panel/parts"
import { SplitPart } from "./panel/SplitPart"
import type { ToolbarProps } from "./ToolbarPanel"

// The panel is no part of a page's first load: a pre-rendered page shows its markup from the start, and
// React hydrates it once its chunk is here (a Suspense boundary hydrates on its own), after the widget.
const ToolbarPanel = lazy(() => import("./ToolbarPanel"))

/** The workbench's panel (see ToolbarPanel), loaded beside the page rather than with it. */
export function Toolbar<S extends ControlSchema>(props: ToolbarProps<S>) {
  return (
    <Suspense fallback={<PanelPlaceholder />}>
      {/* lazy() drops the panel's type parameter; the panel reads the controls as any schema's */}
      <ToolbarPanel {...(props as unknown as ToolbarProps<ControlSchema>)} />
    </Suspense>
  )
}

/** Where the panel goes, the same size, while a page rendered in the browser waits for its chunk. */
function PanelPlaceholder() {
  return (
    <SplitPart part="panel" as="aside" id={PANEL_ID} className="toolbar" aria-label="Workbench" aria-busy="true">
      {null}
    </SplitPart>
  )
}
