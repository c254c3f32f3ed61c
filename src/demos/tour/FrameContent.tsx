import { type ReactNode, useCallback, useState } from "react"
import { createPortal } from "react-dom"
import frameStylesheet from "./frame.css?url"

const THEME_VARS = ["--bg", "--text", "--text-muted"]

/** Copies the page theme into the frame so its text stays readable in light and dark. */
function syncTheme(doc: Document) {
  const styles = getComputedStyle(document.documentElement)
  for (const name of THEME_VARS) doc.documentElement.style.setProperty(name, styles.getPropertyValue(name))
  doc.documentElement.style.setProperty("--scheme", document.documentElement.dataset.theme ?? "light")
}

/** Prepares the frame's document (language, title, styles, theme) and undoes it on the returned cleanup. */
function prepareFrame(doc: Document, title: string) {
  doc.documentElement.lang = document.documentElement.lang || "en"
  doc.title = title
  // a file, not a <style> element: the Content-Security-Policy allows no inline styles
  const style = doc.createElement("link")
  style.rel = "stylesheet"
  style.href = frameStylesheet
  doc.head.appendChild(style)
  syncTheme(doc)
  const observer = new MutationObserver(() => syncTheme(doc))
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme", "style"] })
  return () => {
    observer.disconnect()
    style.remove()
  }
}

/** An iframe whose body React renders into through a portal (same origin, no network). */
export function FrameContent({ title, children }: { title: string; children: ReactNode }) {
  const [body, setBody] = useState<HTMLElement | null>(null)

  // a ref callback, not an effect: the frame's document exists as soon as the iframe is attached
  const attachFrame = useCallback(
    (frame: HTMLIFrameElement | null) => {
      const doc = frame?.contentDocument
      if (!doc) return
      const cleanup = prepareFrame(doc, title)
      setBody(doc.body)
      return () => {
        cleanup()
        setBody(null)
      }
    },
    [title],
  )

  return (
    <>
      <iframe ref={attachFrame} title={title} className="tour-frame" />
      {body && createPortal(children, body)}
    </>
  )
}
