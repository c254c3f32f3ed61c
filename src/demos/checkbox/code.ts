import { defineCode } from "../../workbench/code/snippet"
import type { checkboxControls } from "./controls"

export default defineCode<typeof checkboxControls>({
  name: "Checkbox",
  machines: [{ module: "checkbox" }],
  jsx: `
<label {...api.getRootProps()}>
  <div {...api.getControlProps()} />
  <span {...api.getLabelProps()}>Input {api.checked ? "Checked" : "Unchecked"}</span>
  <input {...api.getHiddenInputProps()} />
</label>`,
})
