import * as drawer from "@zag-js/drawer"
import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { type FormEvent, useId, useRef, useState } from "react"
import { roles, type User, type UserRole, users as sampleUsers } from "../../../data/users"
import "../drawer.css"
import "./drawer-stories.css"

export default function MultipleTrigger() {
  const [users, setUsers] = useState<readonly User[]>(sampleUsers)
  const nameRef = useRef<HTMLInputElement>(null)
  // one drawer for every row: each row's Edit is a trigger whose value is the row's id
  const service = useMachine(drawer.machine, {
    id: useId(),
    swipeDirection: "end",
    initialFocusEl: () => nameRef.current,
  })
  const api = drawer.connect(service, normalizeProps)
  // zag leaves its closing state once the content's exit animation has ended ("exitcomplete")
  const fade = useMachine(presence.machine, { present: api.open })
  const { present, setNode } = presence.connect(fade, normalizeProps)
  const activeUser = users.find((user) => user.id === api.triggerValue)

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!activeUser) return
    const form = new FormData(event.currentTarget)
    const edited: User = {
      id: activeUser.id,
      name: String(form.get("name") ?? activeUser.name),
      email: String(form.get("email") ?? activeUser.email),
      role: String(form.get("role") ?? activeUser.role) as UserRole,
    }
    setUsers((rows) => rows.map((row) => (row.id === edited.id ? edited : row)))
    api.setOpen(false)
  }

  return (
    <div className="drawer-story drawer-users">
      <h2 className="drawer-heading">User Management - Drawer with Multiple Triggers</h2>
      <div className="drawer-table-wrap">
        <table className="drawer-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} data-active={api.open && user.id === api.triggerValue ? "" : undefined}>
                <td>{user.name}</td>
                <td>{user.email}</td>
                <td>{user.role}</td>
                <td>
                  <button {...api.getTriggerProps({ value: user.id })}>Edit</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="drawer-status" data-testid="active-trigger">
        Active Trigger: {api.triggerValue ?? "none"}
      </p>
      <p className="drawer-status" data-testid="active-user">
        Active User: {activeUser?.name ?? "none"}
      </p>
      {present && (
        <Portal>
          <div {...api.getBackdropProps()} />
          <div {...api.getPositionerProps()}>
            <div {...api.getContentProps()} ref={setNode} hidden={!present}>
              <div {...api.getGrabberProps()}>
                <div {...api.getGrabberIndicatorProps()} />
              </div>
              <div className="drawer-header">
                <h2 {...api.getTitleProps()}>Edit User</h2>
                <button className="drawer-close" {...api.getCloseTriggerProps()}>
                  Close
                </button>
              </div>
              <p {...api.getDescriptionProps()}>{activeUser ? `Editing ${activeUser.name}.` : "No user selected"}</p>
              {activeUser && (
                // keyed by the user: another row's Edit starts from that user's values
                <form key={activeUser.id} className="drawer-form" onSubmit={save}>
                  <label>
                    Name
                    <input ref={nameRef} name="name" defaultValue={activeUser.name} />
                  </label>
                  <label>
                    Email
                    <input name="email" type="email" defaultValue={activeUser.email} />
                  </label>
                  <label>
                    Role
                    <select name="role" defaultValue={activeUser.role}>
                      {roles.map((role) => (
                        <option key={role}>{role}</option>
                      ))}
                    </select>
                  </label>
                  <button type="submit" className="drawer-save">
                    Save Changes
                  </button>
                </form>
              )}
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
