import * as dialog from "@zag-js/dialog"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../dialog.css"
import { CloseIcon } from "./parts/CloseIcon"

// enough text to make the dialog far taller than the window
const paragraphs = Array.from(
  { length: 24 },
  (_, index) =>
    `Paragraph ${index + 1}. This dialog is taller than the window, so its positioner scrolls instead of the page. ` +
    "Turn the wheel over the blurred space beside the card, not only over the card: the dialog moves, and the page behind it stays where it was.",
)

export default function ScrollOutside() {
  const service = useMachine(dialog.machine, { id: useId() })
  const api = dialog.connect(service, normalizeProps)

  return (
    <div className="dialog-story">
      <button {...api.getTriggerProps()}>Open Dialog</button>
      <p className="dialog-status">The page is long too: while the dialog is open, it stays locked.</p>
      <div className="dialog-spacer" aria-hidden="true" />
      {api.open && (
        <Portal>
          <div className="dialog-backdrop-blur" {...api.getBackdropProps()} />
          {/* the positioner covers the window and scrolls: the wheel works over its padding too */}
          <div className="dialog-positioner-scroll" data-testid="scroll-positioner" {...api.getPositionerProps()}>
            <div {...api.getContentProps()}>
              <button className="dialog-close-icon" aria-label="Close" {...api.getCloseTriggerProps()}>
                <CloseIcon />
              </button>
              <h2 {...api.getTitleProps()}>Dialog Title</h2>
              <div className="dialog-long-text">
                <p {...api.getDescriptionProps()}>{paragraphs[0]}</p>
                {paragraphs.slice(1).map((text) => (
                  <p key={text}>{text}</p>
                ))}
              </div>
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
