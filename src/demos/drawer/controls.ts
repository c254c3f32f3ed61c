import { defineControls } from "../../workbench/controls/schema"

export const SNAP_POINT_CHOICES = {
  none: undefined,
  "25% / 50% / 100%": [0.25, 0.5, 1],
} as const

export const drawerControls = defineControls({
  snapPoints: { kind: "select", options: ["none", "25% / 50% / 100%"], default: "none" },
  modal: { kind: "boolean", default: true },
  closeOnEscape: { kind: "boolean", default: true },
  closeOnInteractOutside: { kind: "boolean", default: true },
})
