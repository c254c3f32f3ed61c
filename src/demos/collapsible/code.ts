import { defineCode } from "../../workbench/code/snippet"
import type { collapsibleControls } from "./controls"

export default defineCode<typeof collapsibleControls>({
  name: "Collapsible",
  machines: [{ module: "collapsible" }],
  jsx: `
<div {...api.getRootProps()}>
  <button {...api.getTriggerProps()}>Collapsible Trigger</button>
  <div {...api.getContentProps()}>
    <p>Lorem dfd dfdf dfdf ipsum dolor sit amet, consectetur adipiscing elit.</p>
  </div>
</div>`,
})
