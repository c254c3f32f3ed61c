import * as dialog from "@zag-js/dialog"
import * as hoverCard from "@zag-js/hover-card"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useRef } from "react"
import "../../dialog/dialog.css"
import "../hover-card.css"

const PROFILE_URL = "https://twitter.com/zag_js"

export default function HoverCardInDialog() {
  const dialogService = useMachine(dialog.machine, {
    id: useId(),
    // no initial focus: focusing the card's trigger would open the card before anyone points at it
    initialFocusEl: () => false,
  })
  const modal = dialog.connect(dialogService, normalizeProps)
  const cardService = useMachine(hoverCard.machine, { id: useId() })
  const card = hoverCard.connect(cardService, normalizeProps)
  // the dialog's content is the card's portal container: the card lives in the modal layer
  const content = useRef<HTMLDivElement>(null!)

  return (
    <div className="hover-card">
      <button type="button" {...modal.getTriggerProps()}>
        Open Dialog
      </button>
      {modal.open && (
        <Portal>
          <div {...modal.getBackdropProps()} />
          <div {...modal.getPositionerProps()}>
            <div className="hover-card-dialog" ref={content} {...modal.getContentProps()}>
              <h2 {...modal.getTitleProps()}>Team profile</h2>
              <p {...modal.getDescriptionProps()}>Point at the link to preview the profile.</p>
              <a
                data-testid="trigger-1"
                href={PROFILE_URL}
                target="_blank"
                rel="noreferrer"
                {...card.getTriggerProps()}
              >
                Twitter
              </a>
              <button className="dialog-close" {...modal.getCloseTriggerProps()}>
                Close
              </button>
              {card.open && (
                <Portal container={content}>
                  <div data-testid="positioner-1" {...card.getPositionerProps()}>
                    <div className="hover-card-content" {...card.getContentProps()}>
                      <div {...card.getArrowProps()}>
                        <div {...card.getArrowTipProps()} />
                      </div>
                      <span className="hover-card-title">Twitter Preview</span>
                      <p className="hover-card-text">News and releases of zag.js, posted as @zag_js.</p>
                      <a href={PROFILE_URL} target="_blank" rel="noreferrer">
                        Twitter
                      </a>
                    </div>
                  </div>
                </Portal>
              )}
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
