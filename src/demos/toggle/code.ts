import { defineCode } from "../../workbench/code/snippet"
import type { toggleControls } from "./controls"

export default defineCode<typeof toggleControls>({
  name: "Toggle",
  machines: [{ module: "toggle" }],
  jsx: `
<>
  <button {...api.getRootProps()} aria-label="Bold">
    <span {...api.getIndicatorProps()}>B</span>
  </button>
  <output>Pressed: {api.pressed ? "yes" : "no"}</output>
</>`,
})
