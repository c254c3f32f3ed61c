import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import * as splitter from "@zag-js/splitter"
import { type FormEvent, useId, useMemo, useState } from "react"
import { DemoPage } from "../../workbench/DemoPage"
import { DemoMessage } from "../../workbench/DemoMessage"
import { useControls } from "../../workbench/controls/useControls"
import { panelLimits, splitterControls } from "./controls"
import { machineWithoutInlineStyle } from "./fixes"
import { roundSize, sizesIssue } from "./sizes"
import "./splitter.css"

export default function SplitterPage() {
  const controls = useControls(splitterControls)
  const { orientation } = controls.values
  const panels = useMemo(() => panelLimits(controls.values), [controls.values])

  const service = useDemoMachine(machineWithoutInlineStyle, {
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
    setSizeMessage(issue && `${issue} The sizes were not changed.`)
    if (!issue) api.setSizes([Number(draft.a), Number(draft.b)])
  }

  const trigger = api.getResizeTriggerProps({ id: "a:b" })

  return (
    <DemoPage
      className="splitter"
      controls={controls}
      service={service}
      context={["size", "panels", "dragState", "keyboardState"]}
      props={["orientation", "dir"]}
      omit={["previousPanels", "initialSize", "resizeTriggerRect"]}
    >
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
        <DemoMessage testId="size-error">{sizeMessage}</DemoMessage>
      </div>
    </DemoPage>
  )
}
