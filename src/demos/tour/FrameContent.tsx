import { type ReactNode, useEffect, useState } from "react"
import { createPortal } from "react-dom"

const FRAME_CSS = `
  :root { color-scheme: var(--scheme, light); }
  body { margin: 0; padding: 12px 16px; font: 15px/1.5 system-ui, sans-serif; background: var(--bg); color: var(--text); }
  h1 { margin: 0 0 8px; font-size: 20px; }
  p { margin: 0; color: var(--text-muted); }
`
const THEME_VARS = ["--bg", "--text", "--text-muted"]

/** Copies the page theme into the frame so its text stays readable in light and dark. */
function syncTheme(doc: Document) {
  const styles = getComputedStyle(document.documentElement)
  for (const name of THEME_VARS) doc.documentElement.style.setProperty(name, styles.getPropertyValue(name))
  doc.documentElement.style.setProperty("--scheme", document.documentElement.dataset.theme ?? "light")
}

/** An iframe whose body React renders into through a portal (same origin, no network). */
export function FrameContent({ title, children }: { title: string; children: ReactNode }) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null)
  const [body, setBody] = useState<HTMLElement | null>(null)

  useEffect(() => {
    const doc = frame?.contentDocument
    if (!doc) return
    doc.documentElement.lang = document.documentElement.lang || "en"
    doc.title = title
    const style = doc.createElement("style")
    style.textContent = FRAME_CSS
    doc.head.appendChild(style)
    syncTheme(doc)
    const observer = new MutationObserver(() => syncTheme(doc))
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme", "style"] })
    setBody(doc.body)
    return () => {
      observer.disconnect()
      style.remove()
    }
  }, [frame, title])

  return (
    <>
      <iframe ref={setFrame} title={title} className="tour-frame" />
      {body && createPortal(children, body)}
    </>
  )
}
