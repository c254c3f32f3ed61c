import * as collapsible from "@zag-js/collapsible"
import { normalizeProps, useMachine } from "@zag-js/react"
import { type ReactNode, useId } from "react"
import "../collapsible.css"

/** A collapsible titled by its level, holding what is nested in it. */
function Level({ title, children }: { title: string; children?: ReactNode }) {
  const service = useMachine(collapsible.machine, {
    id: useId(),
  })
  const api = collapsible.connect(service, normalizeProps)

  return (
    <div {...api.getRootProps()}>
      <button {...api.getTriggerProps()} aria-disabled={api.disabled || undefined}>
        {title}
        <span {...api.getIndicatorProps()} aria-hidden />
      </button>
      <div {...api.getContentProps()}>
        <div className="collapsible-nested-body">
          <p>The content of {title.toLowerCase()}.</p>
          {children}
        </div>
      </div>
    </div>
  )
}

/** Collapsibles five deep, with a sibling at the second level; each opens on its own. */
export default function NestedCollapsibles() {
  return (
    <div className="collapsible collapsible-nested">
      <Level title="Level 1">
        <Level title="Level 2">
          <Level title="Level 3">
            <Level title="Level 4">
              <Level title="Level 5" />
            </Level>
          </Level>
        </Level>
        <Level title="Level 2 (sibling)" />
      </Level>
    </div>
  )
}
