import { defineCode } from "../../workbench/code/snippet"
import type { tooltipControls } from "./controls"

export default defineCode<typeof tooltipControls>({
  name: "Tooltip",
  machines: [
    { module: "tooltip", service: "service1", api: "api1", options: { placement: { as: "positioning.placement" } } },
    { module: "tooltip", service: "service2", api: "api2", options: { placement: { as: "positioning.placement" } } },
  ],
  jsx: `
<>
  <button {...api1.getTriggerProps()}>Hover me</button>
  <div {...api1.getPositionerProps()}>
    <div {...api1.getContentProps()}>Tooltip</div>
  </div>
  <button {...api2.getTriggerProps()}>Over me</button>
  <div {...api2.getPositionerProps()}>
    <div {...api2.getContentProps()}>Tooltip 2</div>
  </div>
</>`,
})
