import { defineCode } from "../../workbench/code/snippet"
import type { switchControls } from "./controls"

export default defineCode<typeof switchControls>({
  name: "Switch",
  machines: [{ module: "switch", name: "zagSwitch", fixed: { name: `"switch"` } }],
  jsx: `
<div>
  <label {...api.getRootProps()}>
    <input {...api.getHiddenInputProps()} />
    <span {...api.getControlProps()}>
      <span {...api.getThumbProps()} />
    </span>
    <span {...api.getLabelProps()}>{api.checked ? "On" : "Off"}</span>
  </label>
  <button type="button" onClick={() => api.toggleChecked()}>
    Toggle
  </button>
</div>`,
})
