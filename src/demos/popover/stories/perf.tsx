import * as popover from "@zag-js/popover"
import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../popover.css"

const statuses = ["Draft", "In review", "Approved", "Shipped", "Archived"] as const

const items = Array.from({ length: 200 }, (_, index) => {
  const n = index + 1
  return {
    n,
    name: `Item ${n}`,
    detail: `Updated ${(n * 7) % 59} min ago · ${(n * 13) % 97} KB`,
    status: statuses[n % statuses.length],
  }
})

const sections = Array.from({ length: 50 }, (_, index) => index + 1)

export default function PopoverPerformance() {
  const service = useMachine(popover.machine, {
    id: useId(),
    // zag's size middleware measures the page on every update; without it, scrolling stays cheap
    positioning: { placement: "bottom-end", sizeMiddleware: false },
  })
  const api = popover.connect(service, normalizeProps)
  // the 200 items exist only while the popover shows (and fades out)
  const fade = useMachine(presence.machine, { present: api.open })
  const { present, setNode } = presence.connect(fade, normalizeProps)

  return (
    <div className="popover popover-perf">
      <div className="popover-perf-bar">
        <h2 className="popover-heading">Popover Performance Test</h2>
        <button className="popover-trigger" {...api.getTriggerProps()}>
          Open heavy popover
        </button>
      </div>
      <p className="popover-status">Open it, then scroll the page: the popover stays with its button.</p>
      {sections.map((n) => (
        <section key={n} className="popover-perf-section" aria-labelledby={`perf-section-${n}`}>
          <h3 id={`perf-section-${n}`}>Section {n}</h3>
          <p>
            Filler to make the page long. Each section is tall, so the page scrolls far while the heavy popover is open
            beside it.
          </p>
        </section>
      ))}
      <Portal>
        <div {...api.getPositionerProps()}>
          {present && (
            <div
              ref={setNode}
              className="popover-content popover-fade popover-heavy"
              data-testid="popover-content"
              {...api.getContentProps()}
              hidden={!present}
            >
              <div className="popover-title" {...api.getTitleProps()}>
                Heavy Popover Content
              </div>
              <p {...api.getDescriptionProps()}>{items.length} items</p>
              <ul className="popover-heavy-list" tabIndex={0} aria-label="Items">
                {items.map((item) => (
                  <li key={item.n} className="popover-heavy-item">
                    <span className="popover-heavy-avatar" aria-hidden="true">
                      {item.n}
                    </span>
                    <span className="popover-heavy-text">
                      <strong>{item.name}</strong>
                      <span>{item.detail}</span>
                    </span>
                    <span className="popover-heavy-status">{item.status}</span>
                  </li>
                ))}
              </ul>
              <button className="popover-close" {...api.getCloseTriggerProps()}>
                <span aria-hidden="true">✕</span>
              </button>
            </div>
          )}
        </div>
      </Portal>
    </div>
  )
}
