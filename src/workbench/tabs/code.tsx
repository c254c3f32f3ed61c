import { lazy } from "react"
import type { ToolbarTab } from "./tab"

// loaded when the tab first opens, so it adds nothing to a page's first load
const CodePanel = lazy(() => import("../code/CodePanel"))

export const codeTab: ToolbarTab = {
  key: "code",
  Panel: ({ controls }) => <CodePanel schema={controls.schema} values={controls.values} />,
}
