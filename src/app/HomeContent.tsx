import { demoDescriptions } from "virtual:demos/descriptions"
import { demoGroups } from "virtual:demos/groups"
import { demos } from "virtual:demos/labels"
import type { DemoEntry } from "../demos/facts"
import { useMarkHydrated } from "../workbench/hydration"
import { DemoLink } from "./DemoLink"

// each group's cards sorted by label (the nav's order)
const sections = demoGroups.map(({ name, slugs }) => ({
  name,
  id: `home-${name.toLowerCase().replace(/\W+/g, "-")}`,
  demos: demos.filter((demo) => slugs.includes(demo.slug)),
}))

/** The home page: every demo, grouped by kind, each card naming the widget and saying what it is for. */
export default function HomeContent() {
  useMarkHydrated()
  return (
    <main className="home">
      <h1>Zag.js + React</h1>
      <p className="home-intro">
        Every widget of the zag.js state-machine library, one per page. Flip its options in the Controls tab and watch
        its machine live in the Visualizer.
      </p>
      {sections.map((section) => (
        <section key={section.id} className="home-group" aria-labelledby={section.id}>
          <h2 id={section.id}>{section.name}</h2>
          <ul className="home-list">
            {section.demos.map((demo) => (
              <DemoCard key={demo.slug} demo={demo} />
            ))}
          </ul>
        </section>
      ))}
    </main>
  )
}

function DemoCard({ demo }: { demo: DemoEntry }) {
  const descriptionId = `home-${demo.slug}-description`
  return (
    <li className="home-card">
      {/* the link covers the whole card (see shell.css); its name stays the demo's label */}
      <DemoLink demo={demo} aria-describedby={descriptionId}>
        {demo.label}
      </DemoLink>
      <p id={descriptionId}>{demoDescriptions[demo.slug]}</p>
    </li>
  )
}
