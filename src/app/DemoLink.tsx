import { type ComponentProps, type MouseEvent, useMemo } from "react"
import { Link, useLocation } from "wouter"
import type { DemoEntry } from "../demos/facts"
import { useSearch } from "../workbench/url/searchStore"
import { carriedQuery } from "../workbench/viewSettings/settings"
import { isPageLoaded, loadPage } from "./pages"

type DemoLinkProps = Omit<ComponentProps<"a">, "href"> & { demo: DemoEntry }

/** The query every link to another page of the gallery carries: the view settings, not the demo's controls. */
export function useCarriedQuery(): string {
  const search = useSearch()
  return useMemo(() => carriedQuery(search), [search])
}

const prefetch = (demo: DemoEntry) => void loadPage(demo).catch(() => undefined)

/**
 * A link to a demo that fetches the demo's code as soon as the pointer or focus reaches it, and
 * keeps the current page on screen until that code is there, so the switch shows no loading state. It
 * carries the global view settings (dir, locale, theme, ...) along. It switches without a view
 * transition: the browser's capture of the old page held the new demo back by about 40 ms.
 */
export function DemoLink({ demo, onClick, ...props }: DemoLinkProps) {
  const [, navigate] = useLocation()
  const href = `/${demo.slug}${useCarriedQuery()}`
  const waitForPage = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || isPageLoaded(demo)) return
    event.preventDefault()
    // once loaded, or failed: the route then shows the load error
    const go = () => navigate(href)
    loadPage(demo).then(go, go)
  }
  return (
    <Link
      {...props}
      href={href}
      onPointerEnter={() => prefetch(demo)}
      onFocus={() => prefetch(demo)}
      onClick={waitForPage}
    />
  )
}
