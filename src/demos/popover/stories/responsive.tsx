import * as popover from "@zag-js/popover"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useSyncExternalStore } from "react"
import "../popover.css"

const phone = "(max-width: 640px)"

const subscribe = (onChange: () => void) => {
  const query = matchMedia(phone)
  query.addEventListener("change", onChange)
  return () => query.removeEventListener("change", onChange)
}

/** Whether the viewport is a phone's; the page is drawn for a wide one first, and the content is closed then. */
function usePhoneViewport() {
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(phone).matches,
    () => false,
  )
}

export default function ResponsivePopover() {
  const service = useMachine(popover.machine, { id: useId() })
  const api = popover.connect(service, normalizeProps)
  // on a phone the card covers the screen (popover.css keys on the attribute)
  const fullscreen = usePhoneViewport() ? "" : undefined

  return (
    <div className="popover">
      <p className="popover-try">Open the card in a window 640 px wide or less: it takes the whole screen.</p>
      <div className="popover-root">
        <button className="popover-trigger" {...api.getTriggerProps()}>
          Click me
        </button>
        <Portal>
          <div {...api.getPositionerProps()} data-fullscreen={fullscreen}>
            <div className="popover-content" {...api.getContentProps()} data-fullscreen={fullscreen}>
              <div {...api.getArrowProps()}>
                <div {...api.getArrowTipProps()} />
              </div>
              <div className="popover-title" {...api.getTitleProps()}>
                Presenters
              </div>
              <div {...api.getDescriptionProps()}>Description</div>
              <button type="button">Action Button</button>
              <button className="popover-close" {...api.getCloseTriggerProps()}>
                <span aria-hidden="true">✕</span>
              </button>
            </div>
          </div>
        </Portal>
      </div>
    </div>
  )
}
