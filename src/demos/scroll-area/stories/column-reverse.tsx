import { normalizeProps, useMachine } from "@zag-js/react"
import * as scrollArea from "@zag-js/scroll-area"
import { useEffect, useId } from "react"
import { fixViewportTabIndex } from "../fixes"
import "../scroll-area.css"

const newestFirst = Array.from({ length: 100 }, (_, index) => 100 - index)

/**
 * A chat-like list: the messages are a reversed column (newest first in the markup, shown last), and the
 * area opens scrolled to the newest, at the bottom. The viewport itself scrolls the usual way: zag reads its
 * scroll position from the top.
 */
export default function ColumnReverseScrollArea() {
  const service = useMachine(scrollArea.machine, { id: useId() })
  const api = scrollArea.connect(service, normalizeProps)
  useEffect(() => {
    api.scrollToEdge({ edge: "bottom", behavior: "instant" })
    // once, as the list opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <div className="scroll-area scroll-area-column-reverse">
      <p className="scroll-area-status" role="status">
        {api.isAtBottom ? "At bottom" : api.isAtTop ? "At top" : "Between top and bottom"}
      </p>
      <div {...api.getRootProps()}>
        <div {...fixViewportTabIndex(api.getViewportProps(), api)} role="region" aria-label="Messages">
          <ol {...api.getContentProps()} className="scroll-area-rows">
            {newestFirst.map((message) => (
              <li key={message}>
                <span className="scroll-area-row-name">Message {message}</span>
                <span className="scroll-area-row-detail">
                  {message === 100 ? "newest" : `${100 - message} before the newest`}
                </span>
              </li>
            ))}
          </ol>
        </div>
        <div {...api.getScrollbarProps({ orientation: "vertical" })}>
          <div {...api.getThumbProps({ orientation: "vertical" })} />
        </div>
      </div>
    </div>
  )
}
