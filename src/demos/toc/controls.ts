import { defineControls } from "../../workbench/controls/schema"

/** The observer's band, from zag's default (a band from 20 px below the top to 40 % above the bottom) to a thin top strip. */
export const rootMargins = ["-20px 0% -40% 0%", "0px 0px -80% 0px", "0px"] as const

export const tocControls = defineControls({
  autoScroll: { kind: "boolean", default: true },
  scrollBehavior: { kind: "select", options: ["smooth", "auto"], default: "smooth" },
  rootMargin: { kind: "select", options: rootMargins, default: "-20px 0% -40% 0%", label: "root margin" },
  multiple: { kind: "boolean", default: false, label: "multiple (every visible heading active)" },
  dir: { kind: "view" },
})
