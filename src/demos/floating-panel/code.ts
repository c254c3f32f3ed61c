import { defineCode } from "../../workbench/code/snippet"
import type { floatingPanelControls } from "./controls"

export default defineCode<typeof floatingPanelControls>({
  name: "FloatingPanel",
  machines: [{ module: "floating-panel", fixed: { defaultSize: "{ width: 320, height: 240 }" } }],
  jsx: `
<>
  <button {...api.getTriggerProps()}>Toggle Panel</button>
  <div {...api.getPositionerProps()}>
    <div {...api.getContentProps()}>
      <div {...api.getDragTriggerProps()}>
        <div {...api.getHeaderProps()}>
          <p {...api.getTitleProps()}>Floating Panel</p>
          <div {...api.getControlProps()}>
            <button {...api.getStageTriggerProps({ stage: "minimized" })}>Minimize</button>
            <button {...api.getStageTriggerProps({ stage: "maximized" })}>Maximize</button>
            <button {...api.getStageTriggerProps({ stage: "default" })}>Restore</button>
            <button {...api.getCloseTriggerProps()}>Close</button>
          </div>
        </div>
      </div>
      <div {...api.getBodyProps()}>Some content</div>
      <div {...api.getResizeTriggerProps({ axis: "se" })} />
    </div>
  </div>
</>`,
})
