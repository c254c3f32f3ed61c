import { type KeyboardEvent, useState } from "react"
import { Link } from "wouter"
import type { ComponentEntry, DemoEntry } from "../demos/facts"
import { Icon } from "../workbench/icons"
import { DemoLink, useCarriedQuery } from "./DemoLink"
import { loadSearch, useDemoSearch } from "./demoSearch"
import { components, firstPageOf, pagesOfComponent } from "./pageIndex"
import { SEARCH_FIELD_ID } from "./searchField"
import { ThemeToggle } from "./ThemeToggle"

const resultId = (demo: DemoEntry) => `nav-${demo.slug}`

export function Sidebar({ pathname, current }: { pathname: string; current: DemoEntry | undefined }) {
  // on narrow screens the list collapses; it is open only on the page where it was opened,
  // so it closes after each navigation
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const [query, setQuery] = useState("")
  const [highlighted, setHighlighted] = useState(-1)
  const found = useDemoSearch(query)
  const results = found ?? []
  const searching = query.trim() !== ""
  const active = searching ? results[highlighted] : undefined

  const search = (text: string) => {
    setQuery(text)
    setHighlighted(-1)
  }
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0
    if (step && searching && results.length) {
      event.preventDefault()
      setHighlighted((highlighted + step + results.length + (highlighted < 0 && step < 0 ? 1 : 0)) % results.length)
    } else if (event.key === "Enter" && searching) {
      event.preventDefault()
      // the link itself navigates, so the result opens exactly as a click on it would
      const target = results[Math.max(highlighted, 0)]
      if (target) document.getElementById(resultId(target))?.click()
    } else if (event.key === "Escape" && query) {
      event.preventDefault()
      search("")
    }
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
          aria-activedescendant={active ? resultId(active) : undefined}
          aria-keyshortcuts="/ Control+K Meta+K"
          value={query}
          onChange={(event) => search(event.currentTarget.value)}
          onKeyDown={onSearchKey}
          onFocus={() => void loadSearch().catch(() => undefined)}
        />
        <p className={searching && results.length ? "visually-hidden" : "nav-search-status"} role="status">
          {!searching
            ? ""
            : found === undefined
              ? "Searching…"
              : results.length
                ? `${results.length} demos match`
                : "No demos match"}
        </p>
      </div>
      <nav id="demo-links" aria-label="Demos">
        {searching
          ? results.map((demo) => (
              <DemoLink
                key={demo.slug}
                id={resultId(demo)}
                demo={demo}
                aria-current={current?.slug === demo.slug ? "page" : undefined}
                data-active={current?.slug === demo.slug ? "" : undefined}
                data-highlighted={active === demo ? "" : undefined}
                onClick={() => search("")}
              >
                {demo.label}
              </DemoLink>
            ))
          : components.map((component) => (
              <ComponentLinks key={component.slug} component={component} current={current} />
            ))}
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
  const here = (demo: DemoEntry) =>
    current?.slug === demo.slug ? { "aria-current": "page" as const, "data-active": "" } : {}
  if (current?.component !== component.slug || pages.length < 2)
    return (
      <DemoLink demo={pages[0]} {...here(pages[0])}>
        {component.label}
      </DemoLink>
    )
  const labelId = `nav-stories-${component.slug}`
  return (
    <>
      <span className="nav-component" id={labelId}>
        {component.label}
      </span>
      <ul className="nav-stories" aria-labelledby={labelId}>
        {pages.map((demo) => (
          <li key={demo.slug}>
            <DemoLink demo={demo} {...here(demo)}>
              {demo.title}
            </DemoLink>
          </li>
        ))}
      </ul>
    </>
  )
}
