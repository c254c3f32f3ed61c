import * as floatingPanel from "@zag-js/floating-panel"
import { trapFocus } from "@zag-js/focus-trap"
import { normalizeProps, useMachine } from "@zag-js/react"
import { type FormEvent, useEffect, useId, useRef, useState } from "react"
import "../floating-panel.css"

export default function FocusTrap() {
  // below the toggle (further down in a narrow window, where the page's header is taller)
  const [defaultPosition] = useState(() =>
    typeof window === "undefined"
      ? { x: 300, y: 240 }
      : { x: Math.max(0, Math.min(300, window.innerWidth - 328)), y: window.innerWidth < 720 ? 440 : 240 },
  )
  const service = useMachine(floatingPanel.machine, {
    id: useId(),
    defaultSize: { width: 320, height: 280 },
    defaultPosition,
    closeOnEscape: true,
  })
  const api = floatingPanel.connect(service, normalizeProps)
  const content = useRef<HTMLDivElement>(null)
  const [sent, setSent] = useState(false)

  // while the panel is open, focus starts in its first field and Tab and Shift+Tab cycle inside it
  // (Escape is the panel's: it closes it)
  useEffect(() => {
    if (!api.open) return
    return trapFocus(() => content.current, {
      escapeDeactivates: false,
      initialFocus: () => content.current?.querySelector("input") ?? null,
    })
  }, [api.open])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSent(true)
  }

  return (
    <div className="floating-panel-stack">
      <button {...api.getTriggerProps()}>Toggle Panel</button>
      <div {...api.getPositionerProps()}>
        <div ref={content} {...api.getContentProps()}>
          <div {...api.getDragTriggerProps()}>
            <div {...api.getHeaderProps()}>
              <p {...api.getTitleProps()}>Focus Trap</p>
              <div data-scope="floating-panel" data-part="trigger-group">
                <button {...api.getCloseTriggerProps()}>
                  <span aria-hidden="true">✕</span>
                </button>
              </div>
            </div>
          </div>
          <div {...api.getBodyProps()}>
            <form className="floating-panel-form" onSubmit={submit}>
              <p>Focus is trapped within this panel when open.</p>
              <input placeholder="Enter name" aria-label="Name" />
              <input placeholder="Enter email" aria-label="Email" inputMode="email" />
              <button type="submit">Submit</button>
              {sent && <p role="status">Submitted.</p>}
            </form>
          </div>
        </div>
      </div>
    </div>
  )
}
