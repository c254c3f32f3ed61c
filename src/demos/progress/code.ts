import { defineCode } from "../../workbench/code/snippet"
import type { progressControls } from "./controls"

export default defineCode<typeof progressControls>({
  name: "Progress",
  machines: [
    {
      module: "progress",
      view: ["dir", "locale"],
      fixed: { defaultValue: "50" },
      options: { max: { code: (max) => max } },
    },
  ],
  jsx: `
<div {...api.getRootProps()}>
  <div {...api.getLabelProps()}>Upload progress</div>
  <svg {...api.getCircleProps()}>
    <circle {...api.getCircleTrackProps()} />
    <circle {...api.getCircleRangeProps()} />
  </svg>
  <div {...api.getTrackProps()}>
    <div {...api.getRangeProps()} />
  </div>
  <div {...api.getValueTextProps()}>{api.valueAsString}</div>
  <button onClick={() => api.setValue((api.value ?? 0) + 10)}>Increase</button>
</div>`,
})
