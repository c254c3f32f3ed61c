import * as floatingPanel from "@zag-js/floating-panel"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import "../floating-panel.css"

const SIZE = { width: 260, height: 160 }

/**
 * Panel A below the toggles (x 300, y 320; further down in a narrow window, where the page's header is taller),
 * Panel B 40 px lower and to the right, so each shows a corner of the other.
 */
function positionOf(offset: number) {
  if (typeof window === "undefined") return { x: 300 + offset, y: 320 + offset }
  const narrow = window.innerWidth < 720
  const x = Math.max(0, Math.min(300, window.innerWidth - SIZE.width - 48))
  return { x: x + offset, y: (narrow ? 440 : 320) + offset }
}

function Panel({ name, offset }: { name: string; offset: number }) {
  const [defaultPosition] = useState(() => positionOf(offset))
  const service = useMachine(floatingPanel.machine, {
    id: useId(),
    defaultSize: SIZE,
    defaultPosition,
    closeOnEscape: true,
  })
  const api = floatingPanel.connect(service, normalizeProps)
  const positioner = api.getPositionerProps()

  return (
    <>
      <button data-testid={`trigger-${name}`} {...api.getTriggerProps()}>
        Toggle {name}
      </button>
      {/* zag's stack order (1, 2...) above the gallery's page layer */}
      <div
        data-testid={`positioner-${name}`}
        {...positioner}
        style={{ ...positioner.style, zIndex: "calc(40 + var(--z-index, 0))" }}
      >
        <div data-testid={`content-${name}`} {...api.getContentProps()}>
          <div {...api.getDragTriggerProps()}>
            <div {...api.getHeaderProps()}>
              <p {...api.getTitleProps()}>Panel {name}</p>
              <div data-scope="floating-panel" data-part="trigger-group">
                <button data-testid={`close-${name}`} {...api.getCloseTriggerProps()}>
                  <span aria-hidden="true">✕</span>
                </button>
              </div>
            </div>
          </div>
          <div {...api.getBodyProps()}>
            <p>Content {name}</p>
            <p className="floating-panel-stack-state">
              {api.open && (service.context.get("isTopmost") ? "In front" : "Behind")}
            </p>
          </div>
        </div>
      </div>
    </>
  )
}

export default function Stacking() {
  return (
    <div className="floating-panel-stack">
      <p className="floating-panel-hint">
        Open both panels: the one you last focused or pressed comes to the front, and closing it brings the other one
        forward.
      </p>
      <div className="floating-panel-stack-triggers">
        <Panel name="A" offset={0} />
        <Panel name="B" offset={40} />
      </div>
    </div>
  )
}
