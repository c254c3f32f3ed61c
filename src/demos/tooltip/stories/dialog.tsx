import * as dialog from "@zag-js/dialog"
import { mergeProps, normalizeProps, Portal, useMachine } from "@zag-js/react"
import * as tooltip from "@zag-js/tooltip"
import { useId } from "react"
import "../../dialog/dialog.css"
import "../tooltip.css"

function TipContent({ api }: { api: tooltip.Api }) {
  return (
    <div {...api.getPositionerProps()}>
      <div className="tooltip-content" {...api.getContentProps()}>
        <div {...api.getArrowProps()}>
          <div {...api.getArrowTipProps()} />
        </div>
        Tooltip
      </div>
    </div>
  )
}

export default function TooltipWithDialog() {
  // one button is both the tooltip's trigger and the dialog's: the machines agree on its id
  const triggerId = useId()
  const tooltipService = useMachine(tooltip.machine, { id: useId(), ids: { trigger: triggerId } })
  const dialogService = useMachine(dialog.machine, { id: useId(), ids: { trigger: triggerId } })
  const tip = tooltip.connect(tooltipService, normalizeProps)
  const modal = dialog.connect(dialogService, normalizeProps)
  const innerService = useMachine(tooltip.machine, { id: useId() })
  const inner = tooltip.connect(innerService, normalizeProps)

  return (
    <div className="tooltip">
      <button {...mergeProps(tip.getTriggerProps(), modal.getTriggerProps())}>Hover me</button>
      {tip.open && (
        <Portal>
          <TipContent api={tip} />
        </Portal>
      )}
      {modal.open && (
        <Portal>
          <div {...modal.getBackdropProps()} />
          <div {...modal.getPositionerProps()}>
            <div {...modal.getContentProps()}>
              <h2 {...modal.getTitleProps()}>Edit profile</h2>
              <p {...modal.getDescriptionProps()}>Make changes to your profile here. Click save when you are done.</p>
              <div className="dialog-field">
                <input type="text" placeholder="Enter name..." aria-label="Name" />
                <button type="button" className="dialog-save">
                  Save
                </button>
              </div>
              <div className="tooltip-dialog-actions">
                <button {...inner.getTriggerProps()}>Hover me</button>
                <button className="dialog-close" {...modal.getCloseTriggerProps()}>
                  Close
                </button>
              </div>
              {/* inside the dialog's content: the tip lives in the modal layer */}
              {inner.open && <TipContent api={inner} />}
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
