import { demoDescriptions } from "virtual:demos/descriptions"
import { demoGroups } from "virtual:demos/groups"
import type { ComponentEntry } from "../demos/facts"
import { useMarkHydrated } from "../workbench/hydration"
import { DemoLink } from "./DemoLink"
import { demos } from "virtual:demos/pages"
import { components, firstPageOf } from "./pageIndex"

// each group's cards sorted by label (the nav's order)
const sections = demoGroups.map(({ name, slugs }) => ({
  name,
  id: `home-${name.toLowerCase().replace(/\W+/g, "-")}`,
  components: components.filter((component) => slugs.includes(component.slug)),
}))

/** The home page: every component, grouped by kind, each card naming the widget, what it is for and its stories. */
export default function HomeContent() {
  useMarkHydrated()
  return (
    <main className="home">
      <h1>Zag.js + React</h1>
      <p className="home-intro">
        Every widget of the zag.js state-machine library, each in its stories. Flip its options in the Controls tab and
        watch its machine live in the Visualizer.
      </p>
      {sections.map((section) => (
        <section key={section.id} className="home-group" aria-labelledby={section.id}>
          <h2 id={section.id}>{section.name}</h2>
          <ul className="home-list">
            {section.components.map((component) => (
              <ComponentCard key={component.slug} component={component} />
            ))}
          </ul>
        </section>
      ))}
    </main>
  )
}

export const storyCount = (count: number) => (count === 1 ? "1 story" : `${count} stories`)

function ComponentCard({ component }: { component: ComponentEntry }) {
  const descriptionId = `home-${component.slug}-description`
  // the card opens the component's first story
  const first = firstPageOf(component)
  return (
    <li className="home-card">
      {/* the link covers the whole card (see shell.css); its name stays the component's label */}
      <DemoLink demo={first} aria-describedby={descriptionId}>
        {component.label}
      </DemoLink>
      <p id={descriptionId}>{demoDescriptions[component.slug]}</p>
      <p className="home-card-count">{storyCount(demos.filter((demo) => demo.component === component.slug).length)}</p>
    </li>
  )
}
