import { lazy, memo, Suspense } from "react"

// the inspector and its graph layout library load when the tab is first opened
const InspectorPanel = lazy(() => import("./InspectorPanel"))

/**
 * The Inspector tab's content: the machines the page registered. Memoised: the page re-renders on every
 * machine update, and the panel follows the recorders at its own pace.
 */
export const LazyInspectorPanel = memo(function LazyInspectorPanel() {
  return (
    <Suspense fallback={<p>Loading the inspector…</p>}>
      <InspectorPanel />
    </Suspense>
  )
})
