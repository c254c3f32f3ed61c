import * as popover from "@zag-js/popover"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../popover.css"

const DEPTH = 3

/** One level: a popover with the basic story's body, whose body opens the next level (three in all). */
function Level({ depth, label }: { depth: number; label: string }) {
  const service = useMachine(popover.machine, { id: useId() })
  const api = popover.connect(service, normalizeProps)
  // the first level carries the basic story's test ids
  const testId = (id: string) => (depth === 1 ? id : undefined)

  return (
    <>
      <button className="popover-trigger" data-testid={testId("popover-trigger")} {...api.getTriggerProps()}>
        {label}
      </button>
      <Portal>
        <div {...api.getPositionerProps()}>
          <div className="popover-content" data-testid={testId("popover-content")} {...api.getContentProps()}>
            <div {...api.getArrowProps()}>
              <div {...api.getArrowTipProps()} />
            </div>
            <div className="popover-title" data-testid={testId("popover-title")} {...api.getTitleProps()}>
              {depth === 1 ? "Popover Title" : `Popover Title ${depth}`}
            </div>
            <div className="popover-body" data-testid={testId("popover-body")}>
              <a>Non-focusable Link</a>
              <a href="#" data-testid={testId("focusable-link")} onClick={(event) => event.preventDefault()}>
                Focusable Link
              </a>
              <input data-testid={testId("input")} placeholder="input" aria-label={`Popover ${depth} input`} />
              {depth < DEPTH && <Level depth={depth + 1} label="Open Nested" />}
              <button
                className="popover-close"
                data-testid={testId("popover-close-button")}
                {...api.getCloseTriggerProps()}
              >
                <span aria-hidden="true">✕</span>
              </button>
            </div>
          </div>
        </div>
      </Portal>
    </>
  )
}

export default function NestedPopovers() {
  return (
    <div className="popover">
      <div className="popover-root">
        <button type="button" data-testid="button-before">
          Button :before
        </button>
        <Level depth={1} label="Click me" />
        <span data-testid="plain-text">I am just text</span>
        <button type="button" data-testid="button-after">
          Button :after
        </button>
      </div>
    </div>
  )
}
