import * as menu from "@zag-js/menu"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useRef, useState } from "react"
import { fixContextMenuFocusReturn } from "../fixes"
import "../context-menu.css"

type Entry = { id: string; name: string; kind: "folder" | "file" }

// each item is a context trigger whose value is its id
const entries: Entry[] = [
  { id: "1", name: "Documents", kind: "folder" },
  { id: "2", name: "Photos", kind: "folder" },
  { id: "3", name: "report.pdf", kind: "file" },
  { id: "4", name: "presentation.pptx", kind: "file" },
  { id: "5", name: "notes.txt", kind: "file" },
  { id: "6", name: "Downloads", kind: "folder" },
]

export default function MultipleTriggerContextMenu() {
  const [lastAction, setLastAction] = useState<string | null>(null)
  const triggers = useRef(new Map<string, HTMLElement>())
  const hintId = useId()
  const service = useMachine(menu.machine, {
    id: useId(),
    onSelect: (details) => setLastAction(`${details.value} ${service.context.get("triggerValue")}`),
    // zag 1.47 leaves focus on <body> when a menu opened at a point closes: give it back to its item
    onOpenChange: ({ open }) => {
      const value = service.context.get("triggerValue")
      if (!open && value) fixContextMenuFocusReturn(triggers.current.get(value) ?? null)
    },
  })
  const api = menu.connect(service, normalizeProps)
  const active = entries.find((entry) => entry.id === api.triggerValue)

  return (
    <div className="context-menu context-story">
      <h2 className="context-heading">File Explorer - Right-click on any item</h2>
      <p id={hintId} className="context-hint">
        Right click an item, long press it on a touch screen, or focus it and press Shift+F10.
      </p>
      <ul className="context-files">
        {entries.map((entry) => (
          <li
            key={entry.id}
            ref={(node) => {
              if (node) triggers.current.set(entry.id, node)
              else triggers.current.delete(entry.id)
            }}
            className="context-file"
            tabIndex={0}
            aria-describedby={hintId}
            {...api.getContextTriggerProps({ value: entry.id })}
          >
            <KindIcon kind={entry.kind} />
            {entry.name}
          </li>
        ))}
      </ul>
      <p data-testid="active-trigger">Active Trigger: {api.triggerValue ?? "none"}</p>
      <p data-testid="active-file">Active File: {active?.name ?? "none"}</p>
      <p data-testid="last-action">Last action: {lastAction ?? "none"}</p>
      <Portal>
        <div {...api.getPositionerProps()}>
          <ul className="menu-content" {...api.getContentProps()}>
            <li {...api.getItemProps({ value: "open" })}>{active?.kind === "file" ? "Open File" : "Open Folder"}</li>
            <li {...api.getItemProps({ value: "rename" })}>Rename</li>
            <li {...api.getItemProps({ value: "copy" })}>Copy</li>
            <li {...api.getItemProps({ value: "cut" })}>Cut</li>
            <li {...api.getItemProps({ value: "delete" })}>Delete</li>
          </ul>
        </div>
      </Portal>
    </div>
  )
}

/** A folder or a page, drawn inline (stroke in the text's colour). */
function KindIcon({ kind }: { kind: Entry["kind"] }) {
  return (
    <svg
      className="context-file-icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {kind === "folder" ? (
        <path d="M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z" />
      ) : (
        <path d="M6 3h8l4 4v14H6zM14 3v4h4" />
      )}
    </svg>
  )
}
