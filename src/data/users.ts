/** "Users-5" (stories.md, Part B): the rows of the multiple-trigger stories, each row's id its trigger's value. */
export type UserRole = "Admin" | "Editor" | "Viewer"

export type User = { id: string; name: string; email: string; role: UserRole }

export const roles: readonly UserRole[] = ["Admin", "Editor", "Viewer"]

export const users: readonly User[] = [
  { id: "1", name: "Alice Johnson", email: "alice@example.com", role: "Admin" },
  { id: "2", name: "Bob Smith", email: "bob@example.com", role: "Editor" },
  { id: "3", name: "Carol Davis", email: "carol@example.com", role: "Viewer" },
  { id: "4", name: "David Wilson", email: "david@example.com", role: "Editor" },
  { id: "5", name: "Eve Martinez", email: "eve@example.com", role: "Admin" },
]
