import { type KeyboardEvent, lazy, Suspense, useRef, useState } from "react"
import { Link } from "wouter"
import type { ComponentEntry, DemoEntry } from "../demos/facts"
import { Icon } from "../workbench/icons"
import { DemoLink, useCarriedQuery } from "./DemoLink"
import { components, firstPageOf, pagesOfComponent } from "./pageIndex"
import type { SearchReport } from "./SearchResults"
import { SEARCH_FIELD_ID } from "./searchField"
import { StoryList } from "./StoryList"
import { ThemeToggle } from "./ThemeToggle"

// the search (match-sorter, every page's words) loads on the field's first focus or input
const loadResults = () => import("./SearchResults")
const SearchResults = lazy(loadResults)

export function Sidebar({ pathname, current }: { pathname: string; current: DemoEntry | undefined }) {
  // on narrow screens the list collapses; it is open only on the page where it was opened,
  // so it closes after each navigation
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const [query, setQuery] = useState("")
  const [report, setReport] = useState<SearchReport | undefined>()
  const keysRef = useRef<((event: KeyboardEvent<HTMLInputElement>) => void) | null>(null)
  const searching = query.trim() !== ""
  const found = searching ? report : undefined

  const search = (text: string) => {
    setQuery(text)
    if (!text.trim()) setReport(undefined)
  }
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape" && query) {
      event.preventDefault()
      search("")
    } else if (searching) keysRef.current?.(event)
  }

  return (
    <aside className="nav" aria-label="Gallery" data-open={open || searching ? "" : undefined}>
      <header>
        <Link href={`/${useCarriedQuery()}`} className="brand" transition>
          Zag.js
        </Link>
        <ThemeToggle />
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={open}
          aria-controls="demo-links"
          aria-label={open ? "Close demo list" : "Open demo list"}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <Icon name={open ? "close" : "menu"} />
        </button>
      </header>
      <div className="nav-search" role="search">
        <input
          id={SEARCH_FIELD_ID}
          type="search"
          aria-label="Search demos"
          placeholder="Search demos"
          autoComplete="off"
          spellCheck={false}
          aria-controls="demo-links"
          aria-activedescendant={found?.activeId}
          aria-keyshortcuts="/ Control+K Meta+K"
          value={query}
          onChange={(event) => search(event.currentTarget.value)}
          onKeyDown={onSearchKey}
          onFocus={() => void loadResults().catch(() => undefined)}
        />
        <p className={found?.count ? "visually-hidden" : "nav-search-status"} role="status">
          {!searching ? "" : !found ? "Searching…" : found.count ? `${found.count} demos match` : "No demos match"}
        </p>
      </div>
      <nav id="demo-links" aria-label="Demos">
        {searching ? (
          <Suspense>
            <SearchResults
              key={query}
              query={query.trim()}
              current={current}
              keysRef={keysRef}
              report={setReport}
              onOpen={() => search("")}
            />
          </Suspense>
        ) : (
          components.map((component) => <ComponentLinks key={component.slug} component={component} current={current} />)
        )}
      </nav>
    </aside>
  )
}

/**
 * A component's link (to its first story). The current component's, if it has several stories, is its
 * label over the list of its stories' links instead, so each story is one Tab away.
 */
function ComponentLinks({ component, current }: { component: ComponentEntry; current: DemoEntry | undefined }) {
  const pages = pagesOfComponent(component.slug) ?? [firstPageOf(component)]
  if (current?.component !== component.slug || pages.length < 2)
    return (
      <DemoLink {...(current?.slug === pages[0].slug && { "aria-current": "page", "data-active": "" })} demo={pages[0]}>
        {component.label}
      </DemoLink>
    )
  const labelId = `nav-stories-${component.slug}`
  return (
    <>
      <span className="nav-component" id={labelId}>
        {component.label}
      </span>
      <StoryList className="nav-stories" aria-labelledby={labelId} pages={pages} current={current} />
    </>
  )
}
