import { createContext, type ReactNode } from "react"
import type { CodeTemplate } from "./code/snippet"

/** What the Code tab shows: a page's snippet template, or a story module's own source. */
export type DemoCode = CodeTemplate | { source: string }

/** What the shell tells a demo page about itself; the workbench knows no demo, so the route hands it down. */
export type DemoInfo = {
  label: string
  /** Loads the page's code for the Code tab (lazily: only that tab calls it). */
  loadCode?: () => Promise<DemoCode | undefined>
  /** The component's stories, as links, shown under the heading (a component with one story has none). */
  stories?: ReactNode
}
export const DemoInfoContext = createContext<DemoInfo | null>(null)
