import * as dialog from "@zag-js/dialog"
import * as popover from "@zag-js/popover"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { type ReactNode, useId } from "react"
import "../../dialog/dialog.css"
import "../popover.css"

const titles = ["First Popover", "Second Popover", "Third Popover"] as const
const openers = ["Open First Popover", "Open Second Popover", "Open Third Popover"] as const

/** What each level holds besides its title and close button; the second and third open the level after them. */
function LevelBody({ depth }: { depth: number }): ReactNode {
  if (depth === 1) return <Level depth={2} />
  if (depth === 2)
    return (
      <>
        <input data-testid="input-2" placeholder="Enter text here" aria-label="Enter text here" />
        <Level depth={3} />
      </>
    )
  return (
    <a href="#" data-testid="focusable-link-3" onClick={(event) => event.preventDefault()}>
      Focusable Link
    </a>
  )
}

/** One non-modal, portalled popover level, opened from the dialog (level 1) or from the level before it. */
function Level({ depth }: { depth: number }) {
  const service = useMachine(popover.machine, {
    id: useId(),
    translations: { closeTriggerLabel: "Close" },
  })
  const api = popover.connect(service, normalizeProps)

  return (
    <>
      <button className="popover-trigger" data-testid={`popover-trigger-${depth}`} {...api.getTriggerProps()}>
        {openers[depth - 1]}
      </button>
      <Portal>
        <div {...api.getPositionerProps()}>
          <div
            className="popover-content popover-over-dialog"
            data-testid={`popover-content-${depth}`}
            {...api.getContentProps()}
          >
            <div className="popover-title" data-testid={`popover-title-${depth}`} {...api.getTitleProps()}>
              {titles[depth - 1]}
            </div>
            <div className="popover-body" data-testid={`popover-body-${depth}`}>
              <LevelBody depth={depth} />
              <button
                className="popover-close-text"
                data-testid={`popover-close-button-${depth}`}
                {...api.getCloseTriggerProps()}
              >
                Close
              </button>
            </div>
          </div>
        </div>
      </Portal>
    </>
  )
}

export default function PopoverInDialog() {
  const dialogService = useMachine(dialog.machine, { id: useId() })
  const modal = dialog.connect(dialogService, normalizeProps)

  return (
    <div className="popover">
      <button type="button" data-testid="dialog-trigger" {...modal.getTriggerProps()}>
        Open Dialog with Nested Popovers
      </button>
      {modal.open && (
        <Portal>
          <div {...modal.getBackdropProps()} />
          <div data-testid="dialog-positioner" {...modal.getPositionerProps()}>
            <div {...modal.getContentProps()}>
              <h2 {...modal.getTitleProps()}>Dialog with Nested Popovers</h2>
              <p {...modal.getDescriptionProps()}>
                Each popover opens the next one. Tab stays within the dialog and its popovers; Escape closes one level
                at a time.
              </p>
              <div className="popover-dialog-actions">
                <Level depth={1} />
                <button className="dialog-close" data-testid="dialog-close" {...modal.getCloseTriggerProps()}>
                  Close
                </button>
              </div>
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
