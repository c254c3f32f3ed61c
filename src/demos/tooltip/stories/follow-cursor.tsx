import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import * as tooltip from "@zag-js/tooltip"
import { useId, useRef } from "react"
import "../tooltip.css"

export default function FollowCursor() {
  // the last pointer position over the trigger: the tooltip's anchor is this point, not the button
  const pointer = useRef({ x: 0, y: 0 })
  const service = useMachine(tooltip.machine, {
    id: useId(),
    openDelay: 0,
    closeDelay: 0,
    positioning: {
      placement: "top-start",
      getAnchorRect: () => ({ x: pointer.current.x, y: pointer.current.y, width: 0, height: 0 }),
    },
  })
  const api = tooltip.connect(service, normalizeProps)
  const trigger = api.getTriggerProps()

  return (
    <div className="tooltip">
      <button
        className="tooltip-follow-trigger"
        {...trigger}
        onPointerMove={(event) => {
          pointer.current = { x: event.clientX, y: event.clientY }
          trigger.onPointerMove?.(event)
          if (api.open) api.reposition()
        }}
        onFocus={(event) => {
          // a keyboard user has no pointer: anchor at the button's own corner
          const box = event.currentTarget.getBoundingClientRect()
          pointer.current = { x: box.left, y: box.top }
          trigger.onFocus?.(event)
        }}
      >
        Hover me
      </button>
      {api.open && (
        <Portal>
          <div {...api.getPositionerProps()}>
            <div className="tooltip-content" {...api.getContentProps()}>
              Tooltip
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
