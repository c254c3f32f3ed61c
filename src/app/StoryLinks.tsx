import type { DemoEntry } from "../demos/facts"
import { DemoLink } from "./DemoLink"
import { pagesOfComponent } from "./pageIndex"

/** Under a story's heading: its component's stories, the current one marked (none for a one-story component). */
export function StoryLinks({ current }: { current: DemoEntry }) {
  const siblings = pagesOfComponent(current.component) ?? []
  if (siblings.length < 2) return null
  return (
    <nav className="story-links" aria-label="Stories">
      <p>Stories:</p>
      <ul>
        {siblings.map((demo) => (
          <li key={demo.slug}>
            <DemoLink demo={demo} aria-current={demo.slug === current.slug ? "page" : undefined}>
              {demo.title}
            </DemoLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
