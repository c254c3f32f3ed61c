import * as dialog from "@zag-js/dialog"
import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId } from "react"
import { users } from "../../../data/users"
import "../dialog.css"
import { CloseIcon } from "./parts/CloseIcon"
import { UserForm } from "./parts/UserForm"
import { UserTable } from "./parts/UserTable"

export default function MultipleTrigger() {
  // one dialog for every row: each row's Edit is a trigger whose value is the row's id
  const service = useMachine(dialog.machine, { id: useId() })
  const api = dialog.connect(service, normalizeProps)
  // the dialog stays mounted while it fades out
  const fade = useMachine(presence.machine, { present: api.open })
  const { present, setNode } = presence.connect(fade, normalizeProps)
  const activeUser = users.find((user) => user.id === api.triggerValue)

  return (
    <div className="dialog-story dialog-users">
      <h2 className="dialog-heading">User Management Table</h2>
      <UserTable
        users={users}
        activeId={api.triggerValue}
        editButton={(user) => <button {...api.getTriggerProps({ value: user.id })}>Edit</button>}
      />
      <p className="dialog-status" data-testid="active-user">
        {activeUser ? `Active User: ${activeUser.name}` : "No user selected"}
      </p>
      {present && (
        <Portal>
          <div className="dialog-animated" {...api.getBackdropProps()} hidden={!present} />
          <div {...api.getPositionerProps()}>
            <div className="dialog-animated" {...api.getContentProps()} hidden={!present} ref={setNode}>
              <h2 {...api.getTitleProps()}>Edit User</h2>
              <p {...api.getDescriptionProps()}>{activeUser ? `Editing ${activeUser.name}.` : "No user selected"}</p>
              {activeUser && <UserForm key={activeUser.id} user={activeUser} onSave={() => api.setOpen(false)} />}
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
