import * as menu from "@zag-js/menu"
import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import { documents } from "../../../data/documents"
import "../menu.css"

export default function MultipleTrigger() {
  const [lastAction, setLastAction] = useState<string | null>(null)
  // one menu for every row: each row's ⋮ is a trigger whose value is the row's id
  const service = useMachine(menu.machine, {
    id: useId(),
    onSelect: (details) => setLastAction(`${details.value} ${service.context.get("triggerValue")}`),
  })
  const api = menu.connect(service, normalizeProps)
  // the content stays mounted while it fades out
  const fade = useMachine(presence.machine, { present: api.open })
  const { present, setNode } = presence.connect(fade, normalizeProps)
  const active = documents.find((doc) => doc.id === api.triggerValue)

  return (
    <div className="menu-story menu-documents">
      <h2 className="menu-heading">Document Manager</h2>
      <div className="menu-table-wrap">
        <table className="menu-table">
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
              <tr key={doc.id} data-active={doc.id === api.triggerValue ? "" : undefined}>
                <td>{doc.name}</td>
                <td>{doc.type}</td>
                <td>
                  <bdi>{doc.size}</bdi>
                </td>
                <td>{doc.modified}</td>
                <td>
                  <button
                    className="menu-row-trigger"
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
      <p data-testid="active-trigger">Active Trigger: {api.triggerValue ?? "none"}</p>
      <p data-testid="active-document">Active Document: {active?.name ?? "none"}</p>
      <p data-testid="last-action">Last action: {lastAction ?? "none"}</p>
      <Portal>
        <div {...api.getPositionerProps()}>
          {present && (
            <ul ref={setNode} className="menu-content menu-fade" {...api.getContentProps()} hidden={!present}>
              <li {...api.getItemProps({ value: "rename" })}>Rename (value: {api.triggerValue})</li>
              <li {...api.getItemProps({ value: "delete" })}>Delete (value: {api.triggerValue})</li>
            </ul>
          )}
        </div>
      </Portal>
    </div>
  )
}
