import { lazy } from "react"
import type { ToolbarTab } from "./tab"

// the panel and the generated reference load when the tab first opens: nothing of them on a first load
const DocsPanel = lazy(() => import("../docs/DocsPanel"))

export const docsTab: ToolbarTab = {
  key: "docs",
  Panel: ({ controls }) => <DocsPanel schema={controls.schema} />,
}
