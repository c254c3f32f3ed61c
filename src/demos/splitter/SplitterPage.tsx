import { normalizeProps, useMachine } from "@zag-js/react"
import * as splitter from "@zag-js/splitter"
import { type FormEvent, useId, useMemo, useState } from "react"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { splitterControls } from "./controls"
import { limitsIssue, roundSize, sizesIssue } from "./sizes"
import "./splitter.css"

export default function SplitterPage() {
  const controls = useControls(splitterControls)
  const { dir, orientation } = controls.values
  const aMin = controls.values["a.minSize"]
  const aMax = controls.values["a.maxSize"]
  const bMin = controls.values["b.minSize"]
  const bMax = controls.values["b.maxSize"]

  const requested = useMemo(
    () => [
      { id: "a", minSize: aMin, maxSize: aMax },
      { id: "b", minSize: bMin, maxSize: bMax },
    ],
    [aMin, aMax, bMin, bMax],
  )
  // limits that cannot be met together are refused (the panels keep no limits) and explained
  const limitsMessage = limitsIssue(requested)
  const panels = useMemo(
    () => (limitsMessage ? [{ id: "a" }, { id: "b" }] : requested),
    [limitsMessage, requested],
  )

  const service = useMachine(splitter.machine, {
    id: useId(),
    dir,
    orientation,
    panels,
    defaultSize: [50, 50],
  })
  const api = splitter.connect(service, normalizeProps)

  const [draft, setDraft] = useState({ a: "70", b: "30" })
  const [sizeMessage, setSizeMessage] = useState<string | null>(null)
  const formId = useId()

  const setSizes = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const issue = sizesIssue([draft.a, draft.b], panels)
    setSizeMessage(issue)
    if (!issue) api.setSizes([Number(draft.a), Number(draft.b)])
  }

  const trigger = api.getResizeTriggerProps({ id: "a:b" })

  return (
    <>
      <DemoMain className="splitter">
        <div className="splitter-frame" data-orientation={orientation}>
          <div {...api.getRootProps()}>
            <div {...api.getPanelProps({ id: "a" })}>
              <p>A</p>
              <span className="splitter-size">{roundSize(api.getPanelSize("a"))}%</span>
            </div>
            <div
              {...trigger}
              aria-label="Resize panels A and B"
              title="Drag, or use the arrow keys; double-click to reset"
              onDoubleClick={() => api.resetSizes()}
            >
              <div {...api.getResizeTriggerIndicator({ id: "a:b" })} />
            </div>
            <div {...api.getPanelProps({ id: "b" })}>
              <p>B</p>
              <span className="splitter-size">{roundSize(api.getPanelSize("b"))}%</span>
            </div>
          </div>
        </div>

        <form className="splitter-form" onSubmit={setSizes} aria-label="Set panel sizes" noValidate>
          <div className="splitter-field">
            <label htmlFor={`${formId}-a`}>Panel A size</label>
            <input
              id={`${formId}-a`}
              type="text"
              inputMode="decimal"
              value={draft.a}
              onChange={(e) => setDraft({ ...draft, a: e.currentTarget.value })}
            />
          </div>
          <div className="splitter-field">
            <label htmlFor={`${formId}-b`}>Panel B size</label>
            <input
              id={`${formId}-b`}
              type="text"
              inputMode="decimal"
              value={draft.b}
              onChange={(e) => setDraft({ ...draft, b: e.currentTarget.value })}
            />
          </div>
          <button type="submit">Set sizes</button>
          <button type="button" onClick={() => api.resetSizes()}>
            Reset sizes
          </button>
        </form>
        <div className="splitter-messages">
          {sizeMessage && (
            <p className="splitter-error" role="alert" data-testid="size-error">
              {sizeMessage} The sizes were not changed.
            </p>
          )}
          {limitsMessage && (
            <p className="splitter-error" role="alert" data-testid="limits-error">
              Panel size limits not applied: {limitsMessage}
            </p>
          )}
        </div>
      </DemoMain>
      <Toolbar controls={controls}>
        <StateVisualizer
          service={service}
          context={["size", "panels", "dragState", "keyboardState"]}
          props={["orientation", "dir"]}
          omit={["previousPanels", "initialSize", "resizeTriggerRect"]}
        />
      </Toolbar>
    </>
  )
}
