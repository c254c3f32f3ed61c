/**
 * One visit of the memory test, run inside the page: clicks the demo's nav link and every toolbar tab, and
 * waits (frame by frame) for what a person would see after each click. Doing this in one `evaluate` a
 * demo, rather than one Playwright round trip a click and a check, makes a cycle of 60 visits take
 * seconds instead of a minute, with the same clicks reaching the same React handlers.
 */
export type VisitArgs = { label: string; tabs: readonly string[]; timeout: number }

export async function visitDemoInPage({ label, tabs, timeout }: VisitArgs) {
  const visible = (el: Element | null | undefined) => el instanceof Element && el.checkVisibility()
  const waitFor = (what: string, ready: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      const deadline = performance.now() + timeout
      const check = () => {
        if (ready()) resolve()
        else if (performance.now() > deadline)
          reject(new Error(`${label}: ${what} did not happen within ${timeout} ms`))
        else requestAnimationFrame(check)
      }
      check()
    })
  const openPanel = () => document.querySelector(".toolbar [role=tabpanel]:not([hidden])")
  /** What each tab shows once its real content is there (never a lazy tab's "Loading…" fallback). */
  const loaded: Record<string, () => boolean> = {
    Controls: () => visible(openPanel()?.querySelector(".controls-container")),
    Visualizer: () => {
      const text = openPanel()?.querySelector(".viz pre")?.textContent ?? ""
      return text.startsWith("{") && text.includes('"state"') && text.includes('"context"')
    },
    Inspector: () =>
      visible(openPanel()?.querySelector(".inspector-machine .inspector-graph svg .inspector-node")) &&
      visible(openPanel()?.querySelector(".inspector-machine .inspector-states li")),
    Code: () =>
      (openPanel()?.querySelector("[aria-label='React code of this demo']")?.textContent ?? "").includes("useMachine("),
    Accessibility: () => openPanel()?.querySelector("[role=status]")?.textContent === "No violations",
  }

  const nav = document.querySelector("nav[aria-label=Demos]")
  const link = [...(nav?.querySelectorAll("a") ?? [])].find((a) => a.textContent?.trim() === label)
  if (!link) throw new Error(`no nav link named ${label}`)
  link.click()
  await waitFor("the page's heading", () => document.querySelector("main h1")?.textContent === label)
  await waitFor("the widget", () => document.querySelector("main [data-scope][data-part]") !== null)
  for (const tab of tabs) {
    const button = [...document.querySelectorAll<HTMLElement>(".toolbar [role=tab]")].find(
      (el) => el.textContent?.trim() === tab,
    )
    if (!button) throw new Error(`${label}: no ${tab} tab`)
    button.click()
    await waitFor(`the ${tab} tab's content`, loaded[tab])
  }
}
