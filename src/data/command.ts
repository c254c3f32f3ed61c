/** An application or an extension's command of the command menu sample: `name` is its value, `title` its text. */
export type Command = { name: string; title: string; extension?: { name: string; title: string } }

/** An extension and the commands it adds. */
export type Extension = { name: string; title: string; commands: readonly Command[] }

const applications: readonly Command[] = [
  { name: "app-app-store", title: "App Store" },
  { name: "app-books", title: "Books" },
  { name: "app-calculator", title: "Calculator" },
  { name: "app-calendar", title: "Calendar" },
  { name: "app-contacts", title: "Contacts" },
  { name: "app-mail", title: "Mail" },
  { name: "app-podcasts", title: "Podcasts" },
  { name: "app-notes", title: "Notes" },
]

const extensions: readonly Extension[] = [
  {
    name: "ext-calendar",
    title: "Calendar Extension",
    commands: [
      { name: "cmd-calendar-my-schedule", title: "My Schedule" },
      { name: "cmd-calendar-create-event", title: "Create Event" },
      { name: "cmd-calendar-edit-event", title: "Edit Event" },
    ],
  },
  {
    name: "ext-color-picker",
    title: "Color Picker Extension",
    commands: [
      { name: "cmd-color-picker-menu-bar", title: "Menu Bar Color Picker" },
      { name: "cmd-color-picker-organize-colors", title: "Organize Colors" },
      { name: "cmd-color-picker-pick", title: "Pick Color" },
    ],
  },
  {
    name: "ext-contacts",
    title: "Contacts Extension",
    commands: [
      { name: "cmd-contacts-search", title: "Search Contacts" },
      { name: "cmd-contacts-import", title: "Import Contacts" },
      { name: "cmd-contacts-export", title: "Export Contacts" },
    ],
  },
  {
    name: "ext-developer",
    title: "Developer Extension",
    commands: [
      { name: "cmd-developer-create-extension", title: "Create Extension" },
      { name: "cmd-developer-extension-diagnostics", title: "Extension Diagnostics" },
      { name: "cmd-developer-import-extension", title: "Import Extension" },
      { name: "cmd-developer-manage-extension", title: "Manage Extensions" },
    ],
  },
  {
    name: "ext-ai",
    title: "AI Extension",
    commands: [
      { name: "cmd-ai-chat", title: "AI Chat" },
      { name: "cmd-ai-create-ai-command", title: "Create AI Command" },
      { name: "cmd-ai-import-ai-commands", title: "Import AI Commands" },
      { name: "cmd-ai-search-ai-commands", title: "Search AI Commands" },
      { name: "cmd-ai-send-to-ai-chat", title: "Send to AI Chat" },
      { name: "cmd-ai-fix-spelling-and-grammar", title: "Fix Spelling and Grammar" },
      { name: "cmd-ai-improve-writing", title: "Improve Writing" },
    ],
  },
]

/** Every extension's command with its extension attached: 20. */
const commands: readonly Command[] = extensions.flatMap(({ commands, ...extension }) =>
  commands.map((command) => ({ ...command, extension })),
)

/** The applications, then the commands: 28. */
const allItems: readonly Command[] = [...applications, ...commands]

const byName = (name: string) => {
  const item = allItems.find((entry) => entry.name === name)
  if (!item) throw new Error(`no command named ${name}`)
  return item
}

/** What a command menu offers before anything is typed, in this order. */
const suggestions: readonly Command[] = [
  "cmd-contacts-search",
  "cmd-ai-improve-writing",
  "app-calendar",
  "app-app-store",
  "app-books",
].map(byName)

/** The command menu sample: 8 applications and 5 extensions' 20 commands (no listed page uses it). */
export const commandData = { applications, extensions, commands, allItems, suggestions }
