import { createElement, Fragment, Suspense, use, useMemo } from "react"
import type { DemoEntry } from "../demos/registry"
import { useHydrated } from "../workbench/hydration"
import { type DemoInfo, DemoInfoContext } from "../workbench/demoInfo"
import { loadPage } from "./pages"
import { RouteErrorBoundary } from "./RouteErrorBoundary"

/** Whether this visit opened a link with a query string (the pre-rendered markup shows the defaults). */
const openedWithQuery = typeof location !== "undefined" && location.search.length > 1

/** A demo's page: rendered at once when its module is loaded, else once it loads (hydration waits for it). */
export default function DemoRoute({ demo }: { demo: DemoEntry }) {
  const info = useMemo<DemoInfo>(
    () => ({
      label: demo.label,
      loadCode: () => import("../demos/codeTemplates").then((templates) => templates.loadCodeTemplate(demo.slug)),
    }),
    [demo.label, demo.slug],
  )
  return (
    <RouteErrorBoundary key={demo.slug}>
      <Suspense fallback={<div className="route-loading" aria-busy="true" />}>
        <DemoPage demo={demo} info={info} />
      </Suspense>
    </RouteErrorBoundary>
  )
}

function DemoPage({ demo, info }: { demo: DemoEntry; info: DemoInfo }) {
  // A link's query is applied after hydration; the page then starts over once, hidden (see shell.css),
  // so that its machines and state are created from the link's values rather than the defaults.
  const hydrated = useHydrated()
  const Page = use(loadPage(demo))
  return (
    <DemoInfoContext.Provider value={info}>
      <Fragment key={hydrated && openedWithQuery ? "link" : "markup"}>
        {/* the page component comes from the module cache, not from this render */}
        {createElement(Page)}
      </Fragment>
    </DemoInfoContext.Provider>
  )
}
