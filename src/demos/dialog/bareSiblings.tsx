// Two sibling popovers with bare zag (with `window.withSiblingFix` set before load, the popover-nested story's
// fixSiblingDismiss), run in a browser by upstream.e2e.ts.
import * as popover from "@zag-js/popover"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useState } from "react"
import { createRoot } from "react-dom/client"
import { fixSiblingDismiss } from "./fixes"

const withFix = (window as { withSiblingFix?: boolean }).withSiblingFix === true

function Sibling({ name }: { name: string }) {
  // every change of its open state, in order
  const [states, setStates] = useState<string[]>([])
  const service = useMachine(popover.machine, {
    id: `popover-${name}`,
    onOpenChange: ({ open }) => setStates((list) => [...list, open ? "open" : "closed"]),
    ...(withFix ? fixSiblingDismiss : {}),
  })
  const api = popover.connect(service, normalizeProps)
  return (
    <>
      <output data-testid={`states-${name}`}>{states.join(" ")}</output>
      <button {...api.getTriggerProps()}>Open Popover {name}</button>
      <Portal>
        <div {...api.getPositionerProps()}>
          {api.open && (
            <div className="popover-content" {...api.getContentProps()}>
              <div {...api.getTitleProps()}>Popover {name}</div>
            </div>
          )}
        </div>
      </Portal>
    </>
  )
}

createRoot(document.getElementById("root")!).render(
  <div style={{ display: "flex", gap: 8, padding: 16 }}>
    <Sibling name="A" />
    <Sibling name="B" />
  </div>,
)
