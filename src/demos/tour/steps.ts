import type { StepDetails } from "@zag-js/tour"

/** The public profile the step-1 effect fetches; its `name` becomes that step's title. */
export const PROFILE_URL = "https://api.github.com/users/octocat"
const STEP_1_TITLE = "Step 1. Welcome"

const byId = (id: string) => () => document.getElementById(id)
/** step-2a lives inside the page's first iframe. */
const inFrame = (id: string) => () => document.querySelector("iframe")?.contentDocument?.getElementById(id) ?? null

async function fetchProfileName(signal: AbortSignal): Promise<string | null> {
  const response = await fetch(PROFILE_URL, { signal, headers: { Accept: "application/json" } })
  if (!response.ok) return null
  const data: unknown = await response.json()
  const name = typeof data === "object" && data !== null ? (data as { name?: unknown }).name : undefined
  return typeof name === "string" && name.trim() !== "" ? name : null
}

export const tourSteps: StepDetails[] = [
  {
    type: "dialog",
    id: "step-0",
    title: "Centered tour (no target)",
    description: "This is the center of the world. Ready to begin the tour?",
    actions: [{ label: "Next", action: "next" }],
  },
  {
    type: "tooltip",
    id: "step-1",
    title: STEP_1_TITLE,
    description: "Welcome to the new world! Here is a quick look around.",
    target: byId("step-1"),
    // the title comes from the code host's public profile; leaving the step aborts the request and
    // any failure (offline, blocked, rate limited) falls back to the default title
    effect({ show, update }) {
      const controller = new AbortController()
      fetchProfileName(controller.signal)
        .catch(() => null)
        .then((name) => {
          if (controller.signal.aborted) return
          update({ title: name ?? STEP_1_TITLE })
          show()
        })
      return () => controller.abort()
    },
    actions: [
      { label: "Prev", action: "prev" },
      { label: "Next", action: "next" },
    ],
  },
  {
    type: "tooltip",
    id: "step-2",
    title: "Step 2. Inside a scrollable container",
    description: "Using scrollIntoView, the target inside the scrollable box is brought into view.",
    target: byId("step-2"),
    actions: [
      { label: "Prev", action: "prev" },
      { label: "Next", action: "next" },
    ],
  },
  {
    type: "tooltip",
    id: "step-2a",
    title: "Step 2a. Inside an Iframe container",
    description: "The offset rect of a target inside an iframe is computed correctly, thanks to floating UI.",
    target: inFrame("step-2a"),
    actions: [
      { label: "Prev", action: "prev" },
      { label: "Next", action: "next" },
    ],
  },
  {
    type: "tooltip",
    id: "step-3",
    title: "Step 3. Normal scrolling",
    description: "The new world is a great place to be.",
    target: byId("step-3"),
    actions: [
      { label: "Prev", action: "prev" },
      { label: "Next", action: "next" },
    ],
  },
  {
    type: "tooltip",
    id: "step-4",
    title: "Step 4. Close to bottom",
    description: "It is nice that scrolling works all the way down here.",
    target: byId("step-4"),
    actions: [
      { label: "Prev", action: "prev" },
      { label: "Next", action: "next" },
    ],
  },
  {
    type: "dialog",
    id: "step-5",
    title: "You're all sorted! (no target)",
    description: "Thanks for trying out the tour. Enjoy the app!",
    actions: [{ label: "Finish", action: "dismiss" }],
  },
]
