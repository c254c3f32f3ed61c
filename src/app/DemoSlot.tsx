import { Suspense, useState } from "react"
import type { DemoEntry } from "../demos/registry"
import { isDemoRouteLoaded, useDemoRoute } from "./demoRouteModule"
import { isPageLoaded } from "./pages"

/**
 * Where a demo page goes. When its code is already there at the first render (a pre-rendered page's own
 * entry provides it, and the build renders it the same way), the page is rendered with no Suspense
 * boundary: React then hydrates it in the same synchronous pass as the shell, before the load event,
 * instead of leaving it dehydrated for a later task. Otherwise (a client-side visit) it suspends until
 * its code arrives. Decided once per visit: the component is keyed by the demo.
 */
export function DemoSlot({ demo }: { demo: DemoEntry }) {
  const [ready] = useState(() => isDemoRouteLoaded() && isPageLoaded(demo))
  if (ready) return <LoadedDemoRoute demo={demo} />
  return (
    <Suspense fallback={<div className="route-loading" aria-busy="true" />}>
      <LoadedDemoRoute demo={demo} />
    </Suspense>
  )
}

function LoadedDemoRoute({ demo }: { demo: DemoEntry }) {
  const DemoRoute = useDemoRoute()
  return <DemoRoute demo={demo} />
}
