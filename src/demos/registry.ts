import type { ComponentType } from "react"

export type DemoEntry = {
  /** Route path without the leading slash; also the demo's folder name. */
  slug: string
  /** Navigation label (the upstream gallery's wording). */
  label: string
  /** Lazy page import so each demo's code, styles and data load only on its route. */
  load: () => Promise<{ default: ComponentType }>
  /** For pages whose widget is an overlay: how the registry-wide suites open it. */
  overlay?: OverlayOpener
}

export type OverlayOpener = {
  /** Playwright selector of the element that opens the overlay. */
  trigger: string
  /** How to open it; "click" by default. */
  via?: "click" | "hover" | "focus" | "contextmenu"
  /** Selector that is visible once the overlay is open; `[data-part="content"][data-state="open"]` by default. */
  opened?: string
}

/** The single list of demos: nav, routes, home page and the registry-wide browser suites read it. */
export const demos: DemoEntry[] = [
  { slug: "accordion", label: "Accordion", load: () => import("./accordion/AccordionPage") },
  { slug: "checkbox", label: "Checkbox", load: () => import("./checkbox/CheckboxPage") },
  { slug: "collapsible", label: "Collapsible", load: () => import("./collapsible/CollapsiblePage") },
  {
    slug: "dialog",
    label: "Dialog",
    load: () => import("./dialog/DialogPage"),
    overlay: { trigger: "main >> role=button[name='Click me']" },
  },
  { slug: "switch", label: "Switch", load: () => import("./switch/SwitchPage") },
  { slug: "tabs", label: "Tabs", load: () => import("./tabs/TabsPage") },
]

export const sortedDemos: DemoEntry[] = [...demos].sort((a, b) => a.label.localeCompare(b.label))

export function findDemo(pathname: string): DemoEntry | undefined {
  const slug = pathname.replace(/^\/+|\/+$/g, "")
  return demos.find((demo) => demo.slug === slug)
}
