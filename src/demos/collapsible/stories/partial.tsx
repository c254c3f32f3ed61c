import * as collapsible from "@zag-js/collapsible"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../collapsible.css"

/** Closed, the content keeps its first 100 px in view instead of disappearing. */
export default function PartialCollapsible() {
  const service = useMachine(collapsible.machine, {
    id: useId(),
    collapsedHeight: 100,
  })
  const api = collapsible.connect(service, normalizeProps)

  return (
    <div className="collapsible collapsible-partial">
      <div {...api.getRootProps()}>
        <div {...api.getContentProps()}>
          <p>
            A collapsible with a collapsed height stays partly open: while it is closed, the first 100 pixels of its
            content remain visible, and the rest is clipped. Opening it reveals the whole text, and closing it brings it
            back to the same height, never to nothing. This suits long descriptions, release notes or reviews, where a
            preview invites the reader to go on. The content stays in the page's reading order, so a screen reader
            reaches it either way, and the trigger below says whether more is shown.
          </p>
        </div>
        <button {...api.getTriggerProps()}>{api.open ? "Show less" : "Show more"}</button>
      </div>
      <div className="collapsible-actions">
        <button type="button" onClick={() => api.setOpen(true)}>
          Open
        </button>
        <button type="button" onClick={() => api.setOpen(false)}>
          Close
        </button>
      </div>
    </div>
  )
}
