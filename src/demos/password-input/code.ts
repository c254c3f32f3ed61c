import { defineCode } from "../../workbench/code/snippet"
import type { passwordInputControls } from "./controls"

export default defineCode<typeof passwordInputControls>({
  name: "PasswordInput",
  machines: [{ module: "password-input", fixed: { name: '"password"' } }],
  jsx: `
<div {...api.getRootProps()}>
  <label {...api.getLabelProps()}>Password</label>
  <div {...api.getControlProps()}>
    <input {...api.getInputProps()} />
    <button {...api.getVisibilityTriggerProps()}>
      <span {...api.getIndicatorProps()}>{api.visible ? "🙈" : "👁"}</span>
    </button>
  </div>
</div>`,
})
