import { type KeyboardEvent, type RefObject, useEffect, useState } from "react"
import type { DemoEntry } from "../demos/facts"
import { DemoLink } from "./DemoLink"
import { searchDemos } from "./searchDemos"

export const resultId = (demo: DemoEntry) => `nav-${demo.slug}`

/** What the results tell the search field: its status line and the highlighted result's id. */
export type SearchReport = { count: number; activeId: string | undefined }

type SearchResultsProps = {
  query: string
  current: DemoEntry | undefined
  /** The search field's keys go here: arrows move the highlight, Enter opens a result. */
  keysRef: RefObject<((event: KeyboardEvent<HTMLInputElement>) => void) | null>
  report: (report: SearchReport) => void
  /** A result was opened. */
  onOpen: () => void
}

/**
 * The pages a query finds, best first, as links (loaded with the search, on the field's first focus or
 * input, so no page's first load carries it). Keyed by the query: each new query starts unhighlighted.
 */
export default function SearchResults({ query, current, keysRef, report, onOpen }: SearchResultsProps) {
  const results = searchDemos(query)
  const [highlighted, setHighlighted] = useState(-1)
  const active = results[highlighted]

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0
    if (step && results.length) {
      event.preventDefault()
      setHighlighted((highlighted + step + results.length + (highlighted < 0 && step < 0 ? 1 : 0)) % results.length)
    } else if (event.key === "Enter") {
      event.preventDefault()
      // the link itself navigates, so the result opens exactly as a click on it would
      const target = results[Math.max(highlighted, 0)]
      if (target) document.getElementById(resultId(target))?.click()
    }
  }
  useEffect(() => {
    keysRef.current = onKey
    report({ count: results.length, activeId: active && resultId(active) })
  })

  return results.map((demo) => (
    <DemoLink
      key={demo.slug}
      id={resultId(demo)}
      demo={demo}
      aria-current={current?.slug === demo.slug ? "page" : undefined}
      data-active={current?.slug === demo.slug ? "" : undefined}
      data-highlighted={active === demo ? "" : undefined}
      onClick={onOpen}
    >
      {demo.label}
    </DemoLink>
  ))
}
