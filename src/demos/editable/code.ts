import { defineCode } from "../../workbench/code/snippet"
import type { editableControls } from "./controls"

export default defineCode<typeof editableControls>({
  name: "Editable",
  // zag sets no maximum length by default
  machines: [
    { module: "editable", fixed: { defaultValue: `"Hello World"` }, options: { maxLength: { default: undefined } } },
  ],
  jsx: `
<div {...api.getRootProps()}>
  <div {...api.getAreaProps()}>
    <input {...api.getInputProps()} />
    <span {...api.getPreviewProps()} />
  </div>
  <div {...api.getControlProps()}>
    {!api.editing && <button {...api.getEditTriggerProps()}>Edit</button>}
    {api.editing && (
      <>
        <button {...api.getSubmitTriggerProps()}>Save</button>
        <button {...api.getCancelTriggerProps()}>Cancel</button>
      </>
    )}
  </div>
</div>`,
})
