import { defineCode } from "../../workbench/code/snippet"
import type { tagsInputControls } from "./controls"

export default defineCode<typeof tagsInputControls>({
  name: "TagsInput",
  // zag allows any number of tags by default
  machines: [
    { module: "tags-input", fixed: { defaultValue: `["React", "Vue"]` }, options: { max: { default: undefined } } },
  ],
  jsx: `
<div {...api.getRootProps()}>
  <label {...api.getLabelProps()}>Enter frameworks:</label>
  <div {...api.getControlProps()}>
    {api.value.map((value, index) => (
      <span key={\`\${value}-\${index}\`} {...api.getItemProps({ index, value })}>
        <div {...api.getItemPreviewProps({ index, value })}>
          <span {...api.getItemTextProps({ index, value })}>{value}</span>
          <button {...api.getItemDeleteTriggerProps({ index, value })}>&#x2715;</button>
        </div>
        <input {...api.getItemInputProps({ index, value })} />
      </span>
    ))}
    <input placeholder="add tag" {...api.getInputProps()} />
  </div>
  <button {...api.getClearTriggerProps()}>X</button>
  <input {...api.getHiddenInputProps()} />
</div>`,
})
