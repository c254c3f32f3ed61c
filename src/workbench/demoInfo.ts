import { createContext } from "react"
import type { CodeTemplate } from "./code/snippet"

/** What the shell tells a demo page about itself; the workbench knows no demo, so the route hands it down. */
export type DemoInfo = {
  label: string
  /** Loads the demo's snippet template for the Code tab (lazily: only that tab calls it). */
  loadCode?: () => Promise<CodeTemplate | undefined>
}
export const DemoInfoContext = createContext<DemoInfo | null>(null)
