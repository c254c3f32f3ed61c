export type MenuItem = {
  label: string
  value: string
  /** The item opens the next level's submenu. */
  trigger?: boolean
}

/** The actions menu of /menu and /context-menu. */
export const actionItems: readonly MenuItem[] = [
  { label: "Edit", value: "edit" },
  { label: "Duplicate", value: "duplicate" },
  { label: "Delete", value: "delete" },
  { label: "Export...", value: "export" },
]

/** /nested-menu: root, "More Tools" submenu, "Open nested" submenu. */
export const nestedMenuLevels: readonly [readonly MenuItem[], readonly MenuItem[], readonly MenuItem[]] = [
  [
    { label: "New File", value: "new-file" },
    { label: "New Tab", value: "new-tab" },
    { label: "New Window", value: "new-win" },
    { label: "More Tools →", value: "more-tools", trigger: true },
    { label: "Export", value: "export" },
    { label: "Go to Google...", value: "google" },
  ],
  [
    { label: "Save Page As...", value: "save-page" },
    { label: "Create Shortcuts", value: "shortcut" },
    { label: "Name Window...", value: "name-win" },
    { label: "Open nested →", value: "open-nested", trigger: true },
    { label: "Switch Window", value: "switch-win" },
    { label: "New Terminal", value: "new-term" },
  ],
  [
    { label: "Welcome", value: "welcome" },
    { label: "Playground", value: "playground" },
    { label: "Export", value: "export" },
  ],
]

/** /menu-options: one radio group and one checkbox group. */
export const menuOptionGroups = {
  order: [
    { label: "Ascending", value: "asc" },
    { label: "Descending", value: "desc" },
    { label: "None", value: "none" },
  ],
  type: [
    { label: "Email", value: "email" },
    { label: "Phone", value: "phone" },
    { label: "Address", value: "address" },
  ],
} as const satisfies Record<string, readonly MenuItem[]>
