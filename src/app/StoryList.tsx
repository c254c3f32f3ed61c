import type { ComponentProps } from "react"
import type { DemoEntry } from "../demos/facts"
import { DemoLink } from "./DemoLink"
import { pagesOfComponent } from "./pageIndex"

type StoryListProps = ComponentProps<"ul"> & { pages: readonly DemoEntry[]; current: DemoEntry | undefined }

/** A component's stories as a list of links by title, the current one marked: in the nav and under a heading. */
export function StoryList({ pages, current, ...props }: StoryListProps) {
  return (
    <ul {...props}>
      {pages.map((demo) => (
        <li key={demo.slug}>
          <DemoLink {...(demo.slug === current?.slug && { "aria-current": "page", "data-active": "" })} demo={demo}>
            {demo.title}
          </DemoLink>
        </li>
      ))}
    </ul>
  )
}

/**
 * Under a story's heading: its component's stories, the current one marked (none for a one-story component).
 * Beside the nav's list in the shell, which every page has loaded: a demo page's own code stays smaller.
 */
export function StoryLinks({ current }: { current: DemoEntry }) {
  const siblings = pagesOfComponent(current.component) ?? []
  if (siblings.length < 2) return null
  return (
    <nav className="story-links" aria-label="Stories">
      <p>Stories:</p>
      <StoryList pages={siblings} current={current} />
    </nav>
  )
}
