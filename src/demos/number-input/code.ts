import { defineCode } from "../../workbench/code/snippet"
import type { numberInputControls } from "./controls"

export default defineCode<typeof numberInputControls>({
  name: "NumberInput",
  machines: [{ module: "number-input", view: ["dir", "locale"] }],
  jsx: `
<div {...api.getRootProps()}>
  <label {...api.getLabelProps()}>Enter number:</label>
  <div {...api.getControlProps()}>
    <button {...api.getDecrementTriggerProps()}>DEC</button>
    <input {...api.getInputProps()} />
    <button {...api.getIncrementTriggerProps()}>INC</button>
  </div>
</div>`,
})
