import { defineCode } from "../../workbench/code/snippet"
import type { popoverControls } from "./controls"

export default defineCode<typeof popoverControls>({
  name: "Popover",
  machines: [{ module: "popover", options: { closeOnEsc: { as: "closeOnEscape" } } }],
  jsx: `
<div {...api.getAnchorProps()}>
  <button {...api.getTriggerProps()}>Click me</button>
  <div {...api.getPositionerProps()}>
    <div {...api.getContentProps()}>
      <div {...api.getArrowProps()}>
        <div {...api.getArrowTipProps()} />
      </div>
      <div {...api.getTitleProps()}>Popover Title</div>
      <div {...api.getDescriptionProps()}>Some description</div>
      <button {...api.getCloseTriggerProps()}>X</button>
    </div>
  </div>
</div>`,
})
