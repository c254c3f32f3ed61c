/** Every shortcut, as the "?" dialog lists it. */
const SHORTCUTS: Array<[keys: string[], action: string]> = [
  [["/"], "Search demos"],
  [["Ctrl", "K"], "Search demos (⌘ K on a Mac)"],
  [["["], "Previous story"],
  [["]"], "Next story"],
  [["T"], "Switch between light and dark theme"],
  [["?"], "Show these shortcuts"],
  [["F6"], "Move focus to the workbench panel and back (also from inside a widget, an open dialog too)"],
  [["Esc"], "Clear the search field; close this dialog"],
]

let dialog: HTMLDialogElement | undefined

function createDialog() {
  const el = document.createElement("dialog")
  el.className = "shortcuts"
  el.setAttribute("aria-labelledby", "shortcuts-title")
  const rows = SHORTCUTS.map(
    ([keys, action]) => `<div><dt>${keys.map((key) => `<kbd>${key}</kbd>`).join("")}</dt><dd>${action}</dd></div>`,
  )
  el.innerHTML =
    '<h2 id="shortcuts-title">Keyboard shortcuts</h2>' +
    "<p>They work anywhere except in form fields and inside the demo's widget, which keeps its own keys.</p>" +
    `<dl>${rows.join("")}</dl>` +
    '<form method="dialog"><button type="submit" autofocus>Close</button></form>'
  document.body.append(el)
  return el
}

/**
 * Opens the list of keyboard shortcuts in a native modal dialog (the shell carries no zag widget): Escape
 * or "Close" closes it, and focus goes back to where it was. Loaded with the other shortcuts' code (./runShortcut).
 */
export function showShortcuts() {
  dialog ??= createDialog()
  if (dialog.open) return
  const opener = document.activeElement
  const closed = dialog
  closed.addEventListener(
    "close",
    () => {
      if (opener instanceof HTMLElement && opener !== document.body) opener.focus()
      // nothing focusable opened it: don't leave focus on the hidden Close button
      else if (document.activeElement instanceof HTMLElement && closed.contains(document.activeElement))
        document.activeElement.blur()
    },
    { once: true },
  )
  dialog.showModal()
}
