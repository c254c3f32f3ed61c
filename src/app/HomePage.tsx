import { useMarkHydrated } from "../workbench/hydration"
import { sortedDemos } from "../demos/registry"
import { DemoLink } from "./DemoLink"

export function HomePage() {
  useMarkHydrated()
  return (
    <main className="home">
      <h1>Zag.js + React</h1>
      <p className="home-intro">
        Every widget of the zag.js state-machine library, one per page. Flip its options in the Controls tab and
        watch its machine live in the Visualizer.
      </p>
      <ul className="home-list">
        {sortedDemos.map((demo) => (
          <li key={demo.slug}>
            <DemoLink demo={demo}>{demo.label}</DemoLink>
          </li>
        ))}
      </ul>
    </main>
  )
}
