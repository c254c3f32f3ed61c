import { normalizeProps, useMachine } from "@zag-js/react"
import * as tour from "@zag-js/tour"
import { useId, useState } from "react"
import "../tour.css"
import { TourCard } from "./parts/TourCard"

type Path = "beginner" | "advanced"

/** Either path is five steps long: welcome, the choice, its two cards, done. */
const PATH_LENGTH = 5

const sections: Record<Path, { heading: string; cards: { title: string; text: string }[] }> = {
  beginner: {
    heading: "Getting Started",
    cards: [
      { title: "Create a project", text: "Projects hold your pages, files and settings in one place." },
      { title: "Invite your team", text: "Share a project by email: everyone sees changes as they happen." },
    ],
  },
  advanced: {
    heading: "Power Features",
    cards: [
      { title: "Keyboard shortcuts", text: "Press ? anywhere to see every shortcut, and make your own." },
      { title: "Automations", text: "Run a task on a schedule or whenever a file changes." },
    ],
  },
}

export default function Conditional() {
  const cardId = useId()
  const idOf = (path: Path, index: number) => `${cardId}-${path}-${index}`
  // the path chosen at "Choose Your Path", so that Prev from Done goes back along it (set by the choice's
  // buttons, read by Done's Prev: nothing renders it)
  const [chosen] = useState<{ path: Path }>(() => ({ path: "beginner" }))

  const [steps] = useState<tour.StepDetails[]>(() => {
    const byId = (id: string) => () => document.getElementById(id)
    const pathSteps = (path: Path): tour.StepDetails[] =>
      sections[path].cards.map((card, index) => ({
        id: `${path}-${index + 1}`,
        type: "tooltip",
        title: card.title,
        description: card.text,
        target: byId(idOf(path, index)),
        meta: { position: 3 + index },
        actions: [
          // the paths sit one after the other in the list: where it leaves the path, the step says where to go
          index === 0 ? { label: "Prev", action: ({ goto }) => goto("choose") } : { label: "Prev", action: "prev" },
          // (a custom action's button is marked data-type="custom": data-primary styles it as the Next it is)
          index === 0
            ? { label: "Next", action: "next" }
            : { label: "Next", action: ({ goto }) => goto("done"), attrs: { "data-primary": "" } },
        ],
      }))
    const choose =
      (path: Path): tour.StepActionFn =>
      ({ goto }) => {
        chosen.path = path
        goto(`${path}-1`)
      }
    return [
      {
        id: "welcome",
        type: "dialog",
        title: "Welcome!",
        description: "This tour takes the path that suits you. You choose it on the next step.",
        meta: { position: 1 },
        actions: [{ label: "Next", action: "next" }],
      },
      {
        id: "choose",
        type: "dialog",
        title: "Choose Your Path",
        description: "New here? Start with the basics. Know them already? Go straight to the power features.",
        meta: { position: 2 },
        actions: [
          { label: "I'm new", action: choose("beginner") },
          { label: "I know the basics", action: choose("advanced") },
        ],
      },
      ...pathSteps("beginner"),
      ...pathSteps("advanced"),
      {
        id: "done",
        type: "dialog",
        title: "Done",
        description: "That was your path. Start the tour again to take the other one.",
        meta: { position: PATH_LENGTH },
        actions: [
          { label: "Prev", action: ({ goto }) => goto(`${chosen.path}-2`) },
          { label: "Finish", action: "dismiss" },
        ],
      },
    ]
  })

  const service = useMachine(tour.machine, {
    id: useId(),
    steps,
    // the arrow keys step through the list in its order, which runs from one path into the other
    keyboardNavigation: false,
  })
  const api = tour.connect(service, normalizeProps)

  return (
    <div className="tour tour-story">
      <button data-scope="tour" data-part="trigger" className="tour-start" onClick={() => api.start()}>
        Start Tour
      </button>
      <div className="tour-paths">
        {(Object.keys(sections) as Path[]).map((path) => (
          <section key={path} className="tour-path" aria-labelledby={`${cardId}-${path}`}>
            <h2 id={`${cardId}-${path}`}>{sections[path].heading}</h2>
            {sections[path].cards.map((card, index) => (
              <div key={card.title} id={idOf(path, index)} className="tour-card">
                <h3>{card.title}</h3>
                <p>{card.text}</p>
              </div>
            ))}
          </section>
        ))}
      </div>
      <TourCard api={api} progress={`${api.step?.meta?.position} of ${PATH_LENGTH}`} />
    </div>
  )
}
