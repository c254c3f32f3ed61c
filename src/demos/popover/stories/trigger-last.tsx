import * as popover from "@zag-js/popover"
import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { type FocusEvent, useId, useRef } from "react"
import "../popover.css"

export default function TriggerLast() {
  // non-modal and portalled: zag proxies Tab from the content's last element to what follows the trigger
  const service = useMachine(popover.machine, { id: useId() })
  const api = popover.connect(service, normalizeProps)
  // the content stays mounted while it fades out
  const fade = useMachine(presence.machine, { present: api.open })
  const { present, setNode } = presence.connect(fade, normalizeProps)
  const triggerRef = useRef<HTMLButtonElement>(null)

  // Tab from the last element leaves: focus that goes past the trigger closes the popover, also where the page
  // around the story counts that focus as inside (the gallery's workbench panel does, to stay usable beside it)
  const onContentBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget
    if (next === null || event.currentTarget.contains(next) || next === triggerRef.current) return
    // as zag closes on focus outside: focus stays where it went, not back on the trigger
    service.send({ type: "CLOSE", restoreFocus: false })
  }

  return (
    <div className="popover">
      <p className="popover-try">
        Try: open “Click me”, Tab to its last element and press Tab again: focus moves past the trigger and the popover
        closes. Shift+Tab then goes back to “Click me”.
      </p>
      <div className="popover-root">
        <button type="button" data-testid="button-before">
          Button :before
        </button>
        {/* the story's last tabbable element */}
        <button ref={triggerRef} className="popover-trigger" data-testid="popover-trigger" {...api.getTriggerProps()}>
          Click me
        </button>
      </div>
      <Portal>
        <div {...api.getPositionerProps()}>
          {present && (
            <div
              ref={setNode}
              className="popover-content popover-fade"
              data-testid="popover-content"
              {...api.getContentProps()}
              hidden={!present}
              onBlur={onContentBlur}
            >
              <div {...api.getArrowProps()}>
                <div {...api.getArrowTipProps()} />
              </div>
              <div className="popover-title" {...api.getTitleProps()}>
                Popover Title
              </div>
              <div className="popover-body">
                <a href="#" data-testid="focusable-link" onClick={(event) => event.preventDefault()}>
                  Focusable Link
                </a>
                <input data-testid="input" placeholder="input" aria-label="Popover input" />
                <button className="popover-close" data-testid="popover-close-button" {...api.getCloseTriggerProps()}>
                  <span aria-hidden="true">✕</span>
                </button>
              </div>
            </div>
          )}
        </div>
      </Portal>
    </div>
  )
}
