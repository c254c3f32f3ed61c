import * as dialog from "@zag-js/dialog"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { type ReactNode, useId, useState } from "react"

// which machine's dialog is open survives the page restarting for time travel
let openLabel: string | null = null

/** "Expand": the statechart and the log in a large dialog, laid out with room for every label. */
export function ExpandedView({ label, children }: { label: string; children: (open: boolean) => ReactNode }) {
  const [open, setOpen] = useState(openLabel === label)
  const service = useMachine(dialog.machine, {
    id: useId(),
    open,
    onOpenChange: (details) => {
      openLabel = details.open ? label : null
      setOpen(details.open)
    },
  })
  const api = dialog.connect(service, normalizeProps)
  return (
    <>
      <button type="button" className="inspector-expand" {...api.getTriggerProps()}>
        Expand
      </button>
      {api.open && (
        <Portal>
          <div {...api.getBackdropProps()} className="inspector-expanded-backdrop" />
          <div {...api.getPositionerProps()} className="inspector-expanded-positioner">
            <div {...api.getContentProps()} className="inspector inspector-expanded">
              <div className="inspector-expanded-head">
                <h2 {...api.getTitleProps()}>{label}: statechart and event log</h2>
                <button type="button" {...api.getCloseTriggerProps()}>
                  Close
                </button>
              </div>
              {children(api.open)}
            </div>
          </div>
        </Portal>
      )}
    </>
  )
}
