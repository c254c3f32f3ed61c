import { a11yTab } from "./a11y"
import { codeTab } from "./code"
import { controlsTab } from "./controls"
import { docsTab } from "./docs"
import { inspectorTab } from "./inspector"
import type { ToolbarTab } from "./tab"
import { visualizerTab } from "./visualizer"

/** The toolbar's tabs, in order. */
export const TABS: readonly ToolbarTab[] = [controlsTab, visualizerTab, inspectorTab, codeTab, docsTab, a11yTab]
