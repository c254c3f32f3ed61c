import type { AxeResults } from "axe-core"
// the package's own browser build, as a file: loaded by a script tag when the tab first runs a check
import axeUrl from "axe-core/axe.min.js?url"
import { demoAreaRoots } from "../demoArea"

export type A11yViolation = { rule: string; impact: string; help: string; elements: string[] }

type Axe = typeof import("axe-core")
declare global {
  interface Window {
    axe?: Axe
  }
}

let loading: Promise<Axe> | undefined

/**
 * axe-core as the browser suites run it (@axe-core/playwright injects the same file). A script tag rather than an
 * import keeps its CommonJS wrapper, and the bundler's interop helpers it would need, out of every other chunk.
 */
function loadAxe(): Promise<Axe> {
  loading ??= new Promise<Axe>((resolve, reject) => {
    if (window.axe) return resolve(window.axe)
    const script = document.createElement("script")
    script.src = axeUrl
    script.onload = () =>
      window.axe ? resolve(keepOutOfFrames(window.axe)) : reject(new Error("axe-core did not start"))
    script.onerror = () => {
      loading = undefined
      reject(new Error("axe-core could not be loaded"))
    }
    document.head.append(script)
  })
  return loading
}

/**
 * axe-core 4.13 asks every frame of the document for a copy of itself after each run (its cleanup step), and
 * keeps the reply handler of a frame that never answers, with the frame and so the whole page it was on, for
 * good: each visit of the tour demo (it has a frame) left about 400 DOM nodes behind (tests/memory.spec.ts).
 * A check of the demo area needs no frame (none holds axe), so this axe posts no message at all.
 */
function keepOutOfFrames(axe: Axe): Axe {
  axe.frameMessenger({ open: () => undefined, post: () => false })
  return axe
}

let previous: Promise<unknown> = Promise.resolve()

/**
 * Runs axe-core on `<main>` and on overlays portalled to `<body>` (modal dialogs) while they are open. Runs
 * wait for each other: axe refuses to start while another run is going, as when the next page opens on this
 * tab before the last page's check has ended.
 */
export function checkDemoArea(): Promise<A11yViolation[]> {
  const run = previous.then(runCheck, runCheck)
  previous = run
  return run
}

/**
 * A widget fading in fails a contrast check that it passes at rest, as when this tab is open while the
 * next page mounts: the check waits until every finite animation has ended (a marquee's endless one never does).
 */
async function animationsAtRest() {
  const running = document
    .getAnimations()
    .filter((animation) => animation.playState === "running" && animation.effect?.getTiming().iterations !== Infinity)
  await Promise.allSettled(running.map((animation) => animation.finished))
}

async function runCheck(): Promise<A11yViolation[]> {
  const axe = await loadAxe()
  await animationsAtRest()
  const include = demoAreaRoots()
  if (include.length === 0) return []
  const results: AxeResults = await axe.run({ include }, { resultTypes: ["violations"] })
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? "unknown",
    help: violation.help,
    elements: violation.nodes.map((node) => node.target.map(String).join(" ")),
  }))
}
