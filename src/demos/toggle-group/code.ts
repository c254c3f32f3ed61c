import { defineCode } from "../../workbench/code/snippet"
import type { toggleGroupControls } from "./controls"

export default defineCode<typeof toggleGroupControls>({
  name: "ToggleGroup",
  machines: [{ module: "toggle-group" }],
  jsx: `
<div {...api.getRootProps()}>
  <button {...api.getItemProps({ value: "bold" })}>B</button>
  <button {...api.getItemProps({ value: "italic" })}>I</button>
  <button {...api.getItemProps({ value: "underline" })}>U</button>
</div>`,
})
