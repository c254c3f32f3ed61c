import { lazy, Suspense, useEffect } from "react"
import { useLocation } from "wouter"
import { HomePage } from "./HomePage"
import { NotFoundPage } from "./NotFoundPage"
import { matchRoute } from "./routes"
import { useShortcuts } from "./shortcuts"
import { Sidebar } from "./Sidebar"

const SITE_NAME = "Zag.js Gallery"

// Demo pages only: a pre-rendered demo page preloads it (scripts/prerender.mjs), home never loads it.
const DemoRoute = lazy(() => import("./DemoRoute"))

export function pageTitle(pathname: string) {
  const match = matchRoute(pathname)
  if (match.kind === "home") return SITE_NAME
  return `${match.kind === "demo" ? match.demo.label : "Page not found"} · ${SITE_NAME}`
}

export function Layout() {
  const [pathname] = useLocation()
  const match = matchRoute(pathname)
  const current = match.kind === "demo" ? match.demo : undefined
  useEffect(() => {
    document.title = pageTitle(pathname)
  }, [pathname])
  useShortcuts()

  return (
    <div className="page">
      <Sidebar pathname={pathname} current={current} />
      <div className="content" data-demo={current ? "" : undefined}>
        {match.kind === "home" ? (
          <HomePage />
        ) : match.kind === "demo" ? (
          <Suspense fallback={<div className="route-loading" aria-busy="true" />}>
            <DemoRoute demo={match.demo} />
          </Suspense>
        ) : (
          <NotFoundPage />
        )}
      </div>
    </div>
  )
}
