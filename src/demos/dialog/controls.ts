import { defineControls } from "../../workbench/controls/schema"

export const dialogControls = defineControls({
  modal: { kind: "boolean", default: true },
  closeOnEscape: { kind: "boolean", default: true },
  closeOnInteractOutside: { kind: "boolean", default: true },
  preventScroll: { kind: "boolean", default: true },
  trapFocus: { kind: "boolean", default: true },
  role: { kind: "select", options: ["dialog", "alertdialog"], default: "dialog" },
})
