import { defineCode } from "../../workbench/code/snippet"
import type { tabsControls } from "./controls"

export default defineCode<typeof tabsControls>({
  name: "Tabs",
  machines: [{ module: "tabs", fixed: { defaultValue: `"nils"` } }],
  before: `
const items = [
  { id: "nils", label: "Nils Frahm", content: "Nils Frahm is a German musician." },
  { id: "agnes", label: "Agnes Obel", content: "Agnes Obel is a Danish singer." },
  { id: "joke", label: "Joke Lanz", content: "Joke Lanz is a Swiss artist." },
]`,
  jsx: `
<div {...api.getRootProps()}>
  <div {...api.getIndicatorProps()} />
  <div {...api.getListProps()}>
    {items.map((item) => (
      <button key={item.id} {...api.getTriggerProps({ value: item.id })}>
        {item.label}
      </button>
    ))}
  </div>
  {items.map((item) => (
    <div key={item.id} {...api.getContentProps({ value: item.id })}>
      <p>{item.content}</p>
    </div>
  ))}
</div>`,
})
