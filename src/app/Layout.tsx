import { useEffect } from "react"
import { Outlet, useLocation } from "react-router"
import { findDemo } from "../demos/registry"
import { Sidebar } from "./Sidebar"

export const SITE_NAME = "Zag.js Gallery"

export function Layout() {
  const { pathname } = useLocation()
  useEffect(() => {
    const demo = findDemo(pathname)
    document.title = pathname === "/" ? SITE_NAME : `${demo?.label ?? "Page not found"} · ${SITE_NAME}`
  }, [pathname])

  return (
    <div className="page">
      <Sidebar />
      <div className="content">
        <Outlet />
      </div>
    </div>
  )
}
