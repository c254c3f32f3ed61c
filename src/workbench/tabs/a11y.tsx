import { lazy } from "react"
import type { ToolbarTab } from "./tab"

// loaded when the tab first opens; the check runs on each opening (the panel mounts only while open)
const A11yPanel = lazy(() => import("../a11y/A11yPanel"))

export const a11yTab: ToolbarTab = {
  key: "a11y",
  Panel: A11yPanel,
}
