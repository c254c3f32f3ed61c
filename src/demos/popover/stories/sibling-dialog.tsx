import * as dialog from "@zag-js/dialog"
import * as popover from "@zag-js/popover"
import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useEffect, useId } from "react"
import "../../dialog/dialog.css"
import "../popover.css"

const TIP_LIFETIME_MS = 2000

export default function SiblingDialog() {
  // a toggle tip: it stays up beside whatever opens next, and closes itself after two seconds
  const tipService = useMachine(popover.machine, {
    id: useId(),
    autoFocus: false,
    closeOnInteractOutside: false,
  })
  const tip = popover.connect(tipService, normalizeProps)
  const fade = useMachine(presence.machine, { present: tip.open })
  const { present, setNode } = presence.connect(fade, normalizeProps)

  const dialogService = useMachine(dialog.machine, {
    id: useId(),
    // the tip's layer is a sibling, not a parent: its closing asks the layers above it to close, and the dialog
    // refuses that request
    onRequestDismiss: (event) => {
      if (event.detail.targetLayer?.closest("[data-scope='popover']")) event.preventDefault()
    },
  })
  const modal = dialog.connect(dialogService, normalizeProps)

  const { open: tipOpen, setOpen: setTipOpen } = tip
  useEffect(() => {
    if (!tipOpen) return
    const timer = setTimeout(() => setTipOpen(false), TIP_LIFETIME_MS)
    return () => clearTimeout(timer)
  }, [tipOpen, setTipOpen])

  return (
    <div className="popover">
      <p className="popover-try">
        Try: press “ℹ Info”, then “Open Dialog” within two seconds. The tip closes itself; the dialog stays open.
      </p>
      <div className="popover-root">
        <button className="popover-trigger" data-testid="toggletip-trigger" {...tip.getTriggerProps()}>
          <span aria-hidden="true">ℹ</span> Info
        </button>
        <button type="button" data-testid="dialog-trigger" {...modal.getTriggerProps()}>
          Open Dialog
        </button>
      </div>
      <Portal>
        <div {...tip.getPositionerProps()}>
          {present && (
            <div
              ref={setNode}
              className="popover-content popover-fade popover-toggletip"
              data-testid="toggletip-content"
              {...tip.getContentProps()}
              hidden={!present}
            >
              <div {...tip.getArrowProps()}>
                <div {...tip.getArrowTipProps()} />
              </div>
              <div {...tip.getTitleProps()}>Toggle Tip</div>
            </div>
          )}
        </div>
      </Portal>
      {modal.open && (
        <Portal>
          <div {...modal.getBackdropProps()} />
          <div {...modal.getPositionerProps()}>
            <div {...modal.getContentProps()}>
              <h2 {...modal.getTitleProps()}>Dialog Title</h2>
              <p {...modal.getDescriptionProps()}>The tip beside it closing never closes this dialog.</p>
              <div className="dialog-actions">
                <button
                  type="button"
                  className="dialog-save"
                  data-testid="dialog-save"
                  onClick={() => modal.setOpen(false)}
                >
                  Save
                </button>
                <button type="button" data-testid="dialog-close" {...modal.getCloseTriggerProps()}>
                  Cancel
                </button>
              </div>
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
