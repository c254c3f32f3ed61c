import { createElement, Fragment, Suspense, use, useEffect, useMemo, useState } from "react"
import type { DemoEntry } from "../demos/facts"
import { useHydrated } from "../workbench/hydration"
import { type DemoInfo, DemoInfoContext } from "../workbench/demoInfo"
import { isPageLoaded, loadPage } from "./pages"
import { RouteErrorBoundary } from "./RouteErrorBoundary"
import { usePageEpoch } from "../workbench/inspector/inspectedMachines"
import { PageBoundary } from "../workbench/inspector/PageBoundary"
import { Workbench } from "../workbench/panel/Workbench"
import { StoryLinks } from "./StoryList"

/** Whether this visit opened a link with a query string (the pre-rendered markup shows the defaults). */
const openedWithQuery = typeof location !== "undefined" && location.search.length > 1

/**
 * A demo's page. When its code is already there at the first render (a pre-rendered page's own entry
 * provides it, and the build renders it the same way), it is rendered with no Suspense boundary: React
 * then hydrates it in the same synchronous pass as the shell, before the load event, instead of leaving
 * it dehydrated for a later task. Otherwise (a visit on the client) it suspends until its code arrives.
 * Decided once per visit: the shell keys this component by the demo.
 */
export default function DemoRoute({ demo }: { demo: DemoEntry }) {
  const [loaded] = useState(() => isPageLoaded(demo))
  const info = useMemo<DemoInfo>(
    () => ({
      label: demo.label,
      loadCode: () => import("../demos/codeTemplates").then((code) => code.loadPageCode(demo)),
      stories: <StoryLinks current={demo} />,
    }),
    [demo],
  )
  const page = <DemoPage demo={demo} info={info} />
  return (
    <RouteErrorBoundary key={demo.slug}>
      {loaded ? page : <Suspense fallback={<div className="route-loading" aria-busy="true" />}>{page}</Suspense>}
    </RouteErrorBoundary>
  )
}

function DemoPage({ demo, info }: { demo: DemoEntry; info: DemoInfo }) {
  // A link's query is applied after hydration; the page then starts over once, hidden (see shell.css),
  // so that its machines and state are created from the link's values rather than the defaults.
  const hydrated = useHydrated()
  const Page = use(loadPage(demo))
  // the Inspector's time travel and replays start the page over with fresh machines
  const epoch = usePageEpoch()
  useReplayLink(demo.slug)
  return (
    <DemoInfoContext.Provider value={info}>
      {/* the page's stage and toolbar panel, either side of a resize handle */}
      <Workbench>
        <Fragment key={`${hydrated && openedWithQuery ? "link" : "markup"}${epoch}`}>
          {/* the page component comes from the module cache, not from this render */}
          <PageBoundary>{createElement(Page)}</PageBoundary>
        </Fragment>
      </Workbench>
    </DemoInfoContext.Provider>
  )
}

let replayLinkChecked = false

/**
 * Opened with a replay link (`#replay=…`, once per document): once the page's machines have registered,
 * loads the replay code (and only then) and replays the link; approximately for a demo whose facts say it
 * is driven by time.
 */
function useReplayLink(slug: string) {
  useEffect(() => {
    if (replayLinkChecked) return
    replayLinkChecked = true
    if (!location.hash.includes("replay=")) return
    void Promise.all([import("../workbench/inspector/replayFromLink"), import("virtual:demos/timing-driven")]).then(
      ([{ replayFromLink, replayParam }, { timingDriven }]) =>
        replayFromLink(replayParam(location.hash) ?? "", { approximate: timingDriven.includes(slug) }),
    )
  }, [slug])
}
