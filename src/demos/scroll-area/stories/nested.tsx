import { normalizeProps, useMachine } from "@zag-js/react"
import * as scrollArea from "@zag-js/scroll-area"
import { type ReactNode, useId } from "react"
import { fixViewportTabIndex } from "../fixes"
import "../scroll-area.css"

/** A scroll area with its vertical scrollbar, around any content. */
function Area({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  const service = useMachine(scrollArea.machine, { id: useId() })
  const api = scrollArea.connect(service, normalizeProps)

  return (
    <div {...api.getRootProps()} className={className}>
      <div {...fixViewportTabIndex(api.getViewportProps(), api)} role="region" aria-label={label}>
        <div {...api.getContentProps()}>{children}</div>
      </div>
      <div {...api.getScrollbarProps({ orientation: "vertical" })}>
        <div {...api.getThumbProps({ orientation: "vertical" })} />
      </div>
    </div>
  )
}

const rows = Array.from({ length: 100 }, (_, index) => index + 1)

/** Five scroll areas inside a larger one: a wheel turns the one under the pointer until it ends. */
export default function NestedScrollAreas() {
  return (
    <div className="scroll-area scroll-area-nested">
      <Area label="All lists" className="scroll-area-outer">
        {[1, 2, 3, 4, 5].map((list) => (
          <section key={list} className="scroll-area-nested-list">
            <h2>List {list}</h2>
            <Area label={`List ${list}`} className="scroll-area-inner">
              <ol className="scroll-area-rows">
                {rows.map((row) => (
                  <li key={row}>
                    <span className="scroll-area-row-name">Row {row}</span>
                    <span className="scroll-area-row-detail">of list {list}</span>
                  </li>
                ))}
              </ol>
            </Area>
          </section>
        ))}
      </Area>
    </div>
  )
}
