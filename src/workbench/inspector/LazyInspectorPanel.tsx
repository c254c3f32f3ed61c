import { lazy, type ReactNode, Suspense } from "react"

// the inspector and its graph layout library load when the tab is first opened
const InspectorPanel = lazy(() => import("./InspectorPanel"))

/** The Inspector tab's content: the machines of the toolbar's visualizers. */
export function LazyInspectorPanel({ visualizers }: { visualizers: ReactNode }) {
  return (
    <Suspense fallback={<p>Loading the inspector…</p>}>
      <InspectorPanel visualizers={visualizers} />
    </Suspense>
  )
}
