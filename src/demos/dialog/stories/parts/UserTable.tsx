import type { ReactNode } from "react"
import type { User } from "../../../../data/users"

type Props = {
  users: readonly User[]
  activeId: string | null
  /** The row's Edit button: a trigger of the one dialog, its value the row's id. */
  editButton: (user: User) => ReactNode
}

/** Users-5 as a table, one Edit trigger a row; the active trigger's row is marked. */
export function UserTable({ users, activeId, editButton }: Props) {
  return (
    <div className="dialog-table-wrap">
      <table className="dialog-table">
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
            <tr key={user.id} data-active={user.id === activeId ? "" : undefined}>
              <td>{user.name}</td>
              <td>{user.email}</td>
              <td>{user.role}</td>
              <td>{editButton(user)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
