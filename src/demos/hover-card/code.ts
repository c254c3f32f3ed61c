import { defineCode } from "../../workbench/code/snippet"
import type { hoverCardControls } from "./controls"

export default defineCode<typeof hoverCardControls>({
  name: "HoverCard",
  machines: [{ module: "hover-card" }],
  jsx: `
<>
  <a href="#profile" {...api.getTriggerProps()}>
    Twitter
  </a>
  <div {...api.getPositionerProps()}>
    <div {...api.getContentProps()}>
      <div {...api.getArrowProps()}>
        <div {...api.getArrowTipProps()} />
      </div>
      Twitter Preview
    </div>
  </div>
</>`,
})
