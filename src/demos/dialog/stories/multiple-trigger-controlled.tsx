import * as dialog from "@zag-js/dialog"
import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import { users } from "../../../data/users"
import "../dialog.css"
import { CloseIcon } from "./parts/CloseIcon"
import { UserForm } from "./parts/UserForm"
import { UserTable } from "./parts/UserTable"

export default function MultipleTriggerControlled() {
  // the open flag and the active trigger live in React; the machine reports its own changes back
  const [open, setOpen] = useState(false)
  const [activeTrigger, setActiveTrigger] = useState<string | null>(null)
  const service = useMachine(dialog.machine, {
    id: useId(),
    open,
    onOpenChange: (details) => setOpen(details.open),
    triggerValue: activeTrigger,
    onTriggerValueChange: (details) => setActiveTrigger(details.value),
  })
  const api = dialog.connect(service, normalizeProps)
  const fade = useMachine(presence.machine, { present: api.open })
  const { present, setNode } = presence.connect(fade, normalizeProps)
  const activeUser = users.find((user) => user.id === activeTrigger)

  return (
    <div className="dialog-story dialog-users">
      <h2 className="dialog-heading">Controlled Mode - User Table</h2>
      <UserTable
        users={users}
        activeId={activeTrigger}
        editButton={(user) => <button {...api.getTriggerProps({ value: user.id })}>Edit</button>}
      />
      <div className="dialog-readout">
        <p data-testid="local-open">local open: {String(open)}</p>
        <p data-testid="local-trigger">local activeTrigger: {activeTrigger ?? "null"}</p>
        <p data-testid="api-open">api.open: {String(api.open)}</p>
        <p data-testid="api-trigger">api.triggerValue: {api.triggerValue ?? "null"}</p>
        <p data-testid="active-user">activeUser: {activeUser?.name ?? "none"}</p>
      </div>
      {present && (
        <Portal>
          <div className="dialog-animated" {...api.getBackdropProps()} hidden={!present} />
          <div {...api.getPositionerProps()}>
            <div className="dialog-animated" {...api.getContentProps()} hidden={!present} ref={setNode}>
              <h2 {...api.getTitleProps()}>Edit User</h2>
              <p {...api.getDescriptionProps()}>{activeUser ? `Editing ${activeUser.name}.` : "No user selected"}</p>
              {activeUser && <UserForm key={activeUser.id} user={activeUser} onSave={() => setOpen(false)} />}
              <button className="dialog-close-icon" aria-label="Close" {...api.getCloseTriggerProps()}>
                <CloseIcon />
              </button>
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
