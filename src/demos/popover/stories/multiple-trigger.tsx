import * as popover from "@zag-js/popover"
import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import { documents } from "../../../data/documents"
import "../popover.css"

export default function MultipleTrigger() {
  const [lastAction, setLastAction] = useState<string | null>(null)
  // one popover for every row: each row's ⋮ is a trigger whose value is the row's id
  const service = useMachine(popover.machine, { id: useId() })
  const api = popover.connect(service, normalizeProps)
  // the content stays mounted while it fades out
  const fade = useMachine(presence.machine, { present: api.open })
  const { present, setNode } = presence.connect(fade, normalizeProps)
  const active = documents.find((doc) => doc.id === api.triggerValue)

  const act = (action: string) => {
    setLastAction(`${action} ${active?.name ?? ""}`.trim())
    api.setOpen(false)
  }

  return (
    <div className="popover popover-documents">
      <h2 className="popover-heading">Document Manager - Popover with Multiple Triggers</h2>
      <div className="popover-table-wrap">
        <table className="popover-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Size</th>
              <th scope="col">Modified</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {documents.map((doc) => (
              <tr key={doc.id} data-active={doc.id === api.triggerValue && api.open ? "" : undefined}>
                <td>{doc.name}</td>
                <td>{doc.type}</td>
                <td>
                  <bdi>{doc.size}</bdi>
                </td>
                <td>{doc.modified}</td>
                <td>
                  <button
                    className="popover-row-trigger"
                    aria-label={`Actions for ${doc.name}`}
                    {...api.getTriggerProps({ value: doc.id })}
                  >
                    <span aria-hidden="true">⋮</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="popover-status" data-testid="active-trigger">
        Active Trigger: {api.triggerValue ?? "none"}
      </p>
      <p className="popover-status" data-testid="active-document">
        Active Document: {active?.name ?? "none"}
      </p>
      <p className="popover-status" data-testid="last-action">
        Last action: {lastAction ?? "none"}
      </p>
      <Portal>
        <div {...api.getPositionerProps()}>
          {present && (
            <div
              ref={setNode}
              className="popover-content popover-fade"
              data-testid="popover-content"
              {...api.getContentProps()}
              hidden={!present}
            >
              <div {...api.getArrowProps()}>
                <div {...api.getArrowTipProps()} />
              </div>
              <div className="popover-title" {...api.getTitleProps()}>
                {active?.name}
              </div>
              <div className="popover-body popover-actions">
                <button type="button" onClick={() => act("Open")}>
                  Open
                </button>
                <button type="button" onClick={() => act("Rename")}>
                  Rename
                </button>
                <button type="button" onClick={() => act("Delete")}>
                  Delete
                </button>
              </div>
              <button className="popover-close" {...api.getCloseTriggerProps()}>
                <span aria-hidden="true">✕</span>
              </button>
            </div>
          )}
        </div>
      </Portal>
    </div>
  )
}
