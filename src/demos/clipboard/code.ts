import { defineCode } from "../../workbench/code/snippet"
import type { clipboardControls } from "./controls"

export default defineCode<typeof clipboardControls>({
  name: "Clipboard",
  machines: [{ module: "clipboard", view: [], fixed: { defaultValue: `"https://github.com/chakra-ui/zag"` } }],
  jsx: `
<div {...api.getRootProps()}>
  <label {...api.getLabelProps()}>Copy this link</label>
  <div {...api.getControlProps()}>
    <input {...api.getInputProps()} />
    <button {...api.getTriggerProps()}>{api.copied ? "Copied!" : "Copy"}</button>
  </div>
</div>`,
})
