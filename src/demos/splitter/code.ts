import { defineCode } from "../../workbench/code/snippet"
import type { splitterControls } from "./controls"

const LIMITS = ["a.minSize", "a.maxSize", "b.minSize", "b.maxSize"] as const

export default defineCode<typeof splitterControls>({
  name: "Splitter",
  machines: [
    {
      module: "splitter",
      fixed: { defaultSize: "[50, 50]" },
      computed: (values) => ({
        panels: `[${(["a", "b"] as const)
          .map((id) => {
            const minSize = values[`${id}.minSize`]
            const maxSize = values[`${id}.maxSize`]
            const limits = [
              minSize === undefined ? "" : `, minSize: ${minSize}`,
              maxSize === undefined ? "" : `, maxSize: ${maxSize}`,
            ]
            return `{ id: "${id}"${limits.join("")} }`
          })
          .join(", ")}]`,
      }),
      options: Object.fromEntries(LIMITS.map((key) => [key, false])),
    },
  ],
  jsx: `
<div {...api.getRootProps()}>
  <div {...api.getPanelProps({ id: "a" })}>
    <p>A</p>
  </div>
  <div {...api.getResizeTriggerProps({ id: "a:b" })} />
  <div {...api.getPanelProps({ id: "b" })}>
    <p>B</p>
  </div>
</div>`,
})
