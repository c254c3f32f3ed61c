import type { FormEvent } from "react"
import { roles, type User } from "../../../../data/users"

type Props = { user: User; onSave: () => void }

/** The Edit User form of one user (keyed by the user, so switching rows starts from that user's values). */
export function UserForm({ user, onSave }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSave()
  }
  return (
    <form className="dialog-form" onSubmit={submit}>
      <label>
        Name
        <input name="name" defaultValue={user.name} />
      </label>
      <label>
        Email
        <input name="email" inputMode="email" defaultValue={user.email} />
      </label>
      <label>
        Role
        <select name="role" defaultValue={user.role}>
          {roles.map((role) => (
            <option key={role}>{role}</option>
          ))}
        </select>
      </label>
      <button type="submit" className="dialog-save">
        Save Changes
      </button>
    </form>
  )
}
