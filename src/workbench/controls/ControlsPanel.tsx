import { lazy, Suspense, useState } from "react"
import { ControlField } from "./ControlField"
import type { ControlSchema, ControlValue } from "./schema"
import type { Controls } from "./useControls"

export function ControlsPanel<S extends ControlSchema>({ controls }: { controls: Controls<S> }) {
  const values = controls.entered as Record<string, ControlValue>
  const [moreIssues, setMoreIssues] = useState<string[]>([])
  return (
    <div className="controls-container">
      <Notice title="Some link options were ignored" items={controls.issues.concat(moreIssues)} role="status" />
      <Notice title="Some options were not applied" items={controls.problems} role="alert" />
      {Object.entries(controls.schema).map(([key, def]) => (
        <ControlField key={key} name={key} def={def} value={values[key]} onCommit={(v) => controls.set(key, v)} />
      ))}
      <MorePropsGroup schema={controls.schema} linked={controls.unknown.length > 0} onIssues={setMoreIssues} />
      <button type="button" className="controls-reset" onClick={controls.reset}>
        Reset
      </button>
    </div>
  )
}

/** One style for everything the panel has to say about the values it was given. */
function Notice({ title, items, role }: { title: string; items: string[]; role: "status" | "alert" }) {
  if (items.length === 0) return null
  return (
    <div className="controls-notice" role={role}>
      <strong>{title}</strong>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}

// the generated controls: a lazy chunk (it loads the reference too)
const MoreProps = lazy(() => import("./MoreProps"))

type GroupProps = {
  schema: ControlSchema
  linked: boolean
  onIssues: (issues: string[]) => void
}

/**
 * The generated controls, collapsed: their chunk loads when the group opens, or when the link carries keys
 * the hand-picked controls lack (More props reads its own and reports the others).
 */
function MorePropsGroup({ linked, ...props }: GroupProps) {
  const [open, setOpen] = useState(false)
  return (
    <details className="controls-more" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>More props</summary>
      {(open || linked) && (
        <Suspense>
          <MoreProps {...props} open={open} />
        </Suspense>
      )}
    </details>
  )
}
