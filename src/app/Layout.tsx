import { type ComponentType, lazy, Suspense, use, useEffect } from "react"
import type { DemoEntry } from "../demos/facts"
import { useLocation } from "wouter"
import { chromeOff } from "../workbench/url/isolation"
import { useSearch } from "../workbench/url/searchStore"
import { HomePage } from "./HomePage"
import { loadAllPages } from "./pageIndex"
import { matchRoute } from "./routes"
import { Sidebar } from "./Sidebar"

const SITE_NAME = "Zag.js Gallery"

export type DemoRouteComponent = ComponentType<{ demo: DemoEntry }>

// The part of the shell only demo pages need. A pre-rendered demo page's entry provides it up front (its
// page hydrates in one pass, with no Suspense boundary on the way); elsewhere it loads with the first demo.
let ProvidedDemoRoute: DemoRouteComponent | undefined
const LazyDemoRoute = lazy(() => import("./DemoRoute"))

/** Hands the shell the demo route, already loaded (a demo page's entry, and the build, before rendering). */
export function provideDemoRoute(component: DemoRouteComponent) {
  ProvidedDemoRoute = component
}

// never pre-rendered nor hydrated (an unknown path is rendered afresh): no page's first load carries it
const NotFoundPage = lazy(() => import("./NotFoundPage"))

export function pageTitle(pathname: string) {
  const match = matchRoute(pathname)
  if (match.kind === "home") return SITE_NAME
  if (match.kind === "pending") return SITE_NAME
  return `${match.kind === "demo" ? match.demo.label : "Page not found"} · ${SITE_NAME}`
}

export function Layout() {
  const [pathname] = useLocation()
  const match = matchRoute(pathname)
  const current = match.kind === "demo" ? match.demo : undefined
  // isolation mode: the widget alone (the settings bar and toolbar are hidden by shell.css). `?chrome=none`
  // renders without the nav after hydration, as every query does (the pre-rendered page has no query).
  const search = useSearch()
  const isolated = match.kind === "demo" && (match.embed || chromeOff(search))
  useEffect(() => {
    document.title = pageTitle(pathname)
  }, [pathname])

  return (
    <div className="page" data-chrome={isolated ? "none" : undefined}>
      {!isolated && <Sidebar pathname={pathname} current={current} />}
      <div className="content" data-demo={current ? "" : undefined}>
        {match.kind === "home" ? (
          <HomePage />
        ) : match.kind === "demo" ? (
          ProvidedDemoRoute ? (
            <ProvidedDemoRoute key={match.demo.slug} demo={match.demo} />
          ) : (
            <Suspense fallback={<div className="route-loading" aria-busy="true" />}>
              <LazyDemoRoute key={match.demo.slug} demo={match.demo} />
            </Suspense>
          )
        ) : match.kind === "pending" ? (
          <Suspense fallback={<div className="route-loading" aria-busy="true" />}>
            <AwaitPages />
          </Suspense>
        ) : (
          <Suspense>
            <NotFoundPage />
          </Suspense>
        )}
      </div>
    </div>
  )
}

/** Suspends until every component's pages are here; the shell then matches the path again. */
function AwaitPages(): null {
  use(loadAllPages())
  return null
}
