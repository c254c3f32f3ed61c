import { defineCode } from "../../workbench/code/snippet"
import type { nestedMenuControls } from "./controls"

export default defineCode<typeof nestedMenuControls>({
  name: "NestedMenu",
  machines: [
    { module: "menu", service: "root", api: "rootApi" },
    { module: "menu", service: "sub", api: "subApi" },
  ],
  imports: [`import { useEffect } from "react"`],
  body: `
  useEffect(() => {
    rootApi.setChild(sub)
    subApi.setParent(root)
  }, [])`,
  jsx: `
<>
  <button {...rootApi.getTriggerProps()}>Click me</button>
  <div {...rootApi.getPositionerProps()}>
    <ul {...rootApi.getContentProps()}>
      <li {...rootApi.getItemProps({ value: "new-tab" })}>New Tab</li>
      <li {...rootApi.getTriggerItemProps(subApi)}>More Tools →</li>
      <li {...rootApi.getItemProps({ value: "export" })}>Export</li>
    </ul>
  </div>
  <div {...subApi.getPositionerProps()}>
    <ul {...subApi.getContentProps()}>
      <li {...subApi.getItemProps({ value: "save-page" })}>Save Page As...</li>
      <li {...subApi.getItemProps({ value: "shortcut" })}>Create Shortcuts</li>
    </ul>
  </div>
</>`,
})
