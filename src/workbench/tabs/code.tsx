import { lazy, Suspense } from "react"
import { tabBar } from "../viewSettings/modules/tab.bar"
import type { ToolbarTab } from "./tab"

// loaded when the tab first opens, so it adds nothing to a page's first load
const CodePanel = lazy(() => import("../code/CodePanel"))

export const codeTab: ToolbarTab = {
  key: "code",
  label: tabBar.text.code,
  Panel: ({ controls }) => (
    <Suspense fallback={<p aria-busy="true">Loading…</p>}>
      <CodePanel schema={controls.schema} values={controls.values} />
    </Suspense>
  ),
}
