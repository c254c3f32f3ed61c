import { defineCode } from "../../workbench/code/snippet"
import type { drawerControls } from "./controls"

export default defineCode<typeof drawerControls>({
  name: "Drawer",
  machines: [
    {
      module: "drawer",
      options: { snapPoints: { code: (value) => (value === "none" ? undefined : "[0.25, 0.5, 1]") } },
    },
  ],
  // presence takes no id, so its useMachine call is written out rather than generated
  imports: [`import * as presence from "@zag-js/presence"`, `import { createPortal } from "react-dom"`],
  body: `
  const presenceService = useMachine(presence.machine, { present: api.open })
  const presenceApi = presence.connect(presenceService, normalizeProps)`,
  jsx: `
<>
  <button {...api.getTriggerProps()}>Open drawer</button>
  {presenceApi.present &&
    createPortal(
      <>
        <div {...api.getBackdropProps()} />
        <div {...api.getPositionerProps()}>
          <div {...api.getContentProps()} hidden={!presenceApi.present} ref={presenceApi.setNode}>
            <div {...api.getGrabberProps()}>
              <div {...api.getGrabberIndicatorProps()} />
            </div>
            <h2 {...api.getTitleProps()}>Drawer</h2>
            <p {...api.getDescriptionProps()}>Drag the handle down to close.</p>
            <ul>
              {Array.from({ length: 50 }, (_, i) => (
                <li key={i}>Item {i + 1}</li>
              ))}
            </ul>
            <button {...api.getCloseTriggerProps()}>Close</button>
          </div>
        </div>
      </>,
      document.body,
    )}
</>`,
})
