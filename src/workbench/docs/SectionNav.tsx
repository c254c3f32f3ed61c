import { type MouseEvent, useLayoutEffect, useRef } from "react"
import { DOCS_KEY } from "../url/docsSection"
import { currentSearch, replaceSearch, useSearch } from "../url/searchStore"
import { anchorOf, isSection, type Section, SECTION_TITLES, SECTIONS } from "./sections"

/** Scrolls the panel (only: scrollIntoView would scroll the page too) so the element is at its top. */
function scrollPanelTo(element: HTMLElement) {
  const panel = element.closest<HTMLElement>("[data-content]")
  if (!panel) return
  panel.scrollTop += element.getBoundingClientRect().top - panel.getBoundingClientRect().top
}

function show(anchor: string, section: Section) {
  const element = document.getElementById(anchorOf(anchor, section))
  if (!element) return
  scrollPanelTo(element)
  element.querySelector<HTMLElement>("h3")?.focus({ preventScroll: true })
}

type SectionNavProps = { anchor: string; label: string; scrollOnLoad: boolean }

/** Links to a machine's sections; following one puts `docs=<section>` in the URL, so a link opens there. */
export function SectionNav({ anchor, label, scrollOnLoad }: SectionNavProps) {
  const requested = new URLSearchParams(useSearch()).get(DOCS_KEY)
  const current = isSection(requested) ? requested : null
  const done = useRef(false)

  // a link with `docs=<section>` opens at that section of the page's first machine
  useLayoutEffect(() => {
    if (!scrollOnLoad || done.current || !current) return
    done.current = true
    const element = document.getElementById(anchorOf(anchor, current))
    if (element) scrollPanelTo(element)
  }, [anchor, current, scrollOnLoad])

  const follow = (event: MouseEvent<HTMLAnchorElement>, section: Section) => {
    event.preventDefault()
    const params = new URLSearchParams(currentSearch())
    params.set(DOCS_KEY, section)
    replaceSearch(params)
    show(anchor, section)
  }

  return (
    <nav className="docs-nav" aria-label={`Sections of ${label}`}>
      <ul>
        {SECTIONS.map((section) => (
          <li key={section}>
            <a
              href={`#${anchorOf(anchor, section)}`}
              aria-current={scrollOnLoad && current === section ? "location" : undefined}
              onClick={(event) => follow(event, section)}
            >
              {SECTION_TITLES[section]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
