import { defineCode } from "../../workbench/code/snippet"
import type { pinInputControls } from "./controls"

export default defineCode<typeof pinInputControls>({
  name: "PinInput",
  machines: [{ module: "pin-input", fixed: { name: `"test"`, count: "3" } }],
  jsx: `
<div {...api.getRootProps()}>
  <label {...api.getLabelProps()}>Enter code:</label>
  <div {...api.getControlProps()}>
    {[0, 1, 2].map((index) => (
      <input key={index} {...api.getInputProps({ index })} />
    ))}
  </div>
  <input {...api.getHiddenInputProps()} />
  <button onClick={api.clearValue}>Clear</button>
</div>`,
})
