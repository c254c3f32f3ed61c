import { type ComponentType, useState } from "react"

const load = () => import("./EmbeddedDialog").then((module) => module.default)

/**
 * The toast page's "Open Dialog" button. The dialog machine (about 10 kB gzip) is not needed to show
 * the toasts, so it loads when the button is hovered, focused or pressed, and then takes over, open.
 */
export function LazyEmbeddedDialog() {
  const [Dialog, setDialog] = useState<ComponentType | null>(null)
  if (Dialog) return <Dialog />
  const prefetch = () => void load().catch(() => undefined)
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => void load().then((component) => setDialog(() => component))}
    >
      Open Dialog
    </button>
  )
}
