import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import * as select from "@zag-js/select"
import { useState } from "react"
import { selectCountries } from "../../data/countries"
import { DemoPage } from "../../workbench/DemoPage"
import { DemoMessage } from "../../workbench/DemoMessage"
import { DemoOutput, useFormValues } from "../../workbench/DemoOutput"
import { useControls } from "../../workbench/controls/useControls"
import { selectControls } from "./controls"
import "./select.css"

const collection = select.collection({ items: selectCountries })

const LOG_SIZE = 5

function useEventLog() {
  const [entries, setEntries] = useState<Array<{ id: number; text: string }>>([])
  const log = (name: string, details: unknown) =>
    setEntries((list) => {
      const id = (list[0]?.id ?? 0) + 1
      return [{ id, text: `${name} ${JSON.stringify(details)}` }, ...list].slice(0, LOG_SIZE)
    })
  return [entries, log] as const
}

export default function SelectPage() {
  const controls = useControls(selectControls)
  const [events, log] = useEventLog()
  const form = useFormValues()
  const submission = useFormValues()
  // an empty select submits nothing; show that explicitly
  const submitted = submission.values && { country: "", ...submission.values }

  const service = useDemoMachine(select.machine, {
    collection,
    name: "country",
    positioning: { strategy: "fixed" },
    ...controls.values,
    onHighlightChange: ({ highlightedValue }) => log("onHighlightChange", { highlightedValue }),
    onValueChange: ({ value }) => log("onChange", { value }),
    onOpenChange: ({ open }) => log("onOpenChange", { open }),
  })
  const api = select.connect(service, normalizeProps)

  return (
    <DemoPage
      className="select"
      controls={controls}
      service={service}
      context={["value", "highlightedValue", "currentPlacement", "fieldsetDisabled"]}
      props={["multiple", "disabled", "required", "loopFocus", "readOnly", "deselectable", "closeOnSelect", "dir"]}
      omit={["collection"]}
    >
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Label</label>
        <div {...api.getControlProps()}>
          <button {...api.getTriggerProps()}>
            <span {...api.getValueTextProps()}>{api.valueAsString || "Select option"}</span>
            <span {...api.getIndicatorProps()}>▼</span>
          </button>
          <button {...api.getClearTriggerProps()}>X</button>
        </div>

        <form
          className="select-form"
          {...form.formProps}
          onSubmit={(e) => {
            e.preventDefault()
            submission.read(e.currentTarget)
          }}
        >
          <select {...api.getHiddenSelectProps()}>
            {/* only the chosen options: enough to submit the value, and keeps the page light */}
            {api.empty && <option value="" />}
            {api.selectedItems.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ))}
          </select>
          <button type="submit" className="select-submit">
            Submit
          </button>
        </form>
      </div>

      {/* kept inside <main> (fixed positioning escapes its scroll box) so the list stays in a landmark */}
      <div {...api.getPositionerProps()}>
        <ul className="select-content" {...api.getContentProps()}>
          {/* the 249 items are rendered while the list is open only */}
          {(api.open ? selectCountries : []).map((item) => (
            <li key={item.value} {...api.getItemProps({ item })}>
              <span {...api.getItemTextProps({ item })}>{item.label}</span>
              <span {...api.getItemIndicatorProps({ item })}>✓</span>
            </li>
          ))}
        </ul>
      </div>

      <div className="select-outputs">
        <DemoOutput label="Submitted" value={submitted} />
        <DemoMessage>{submitted?.country === "" && "No country was selected."}</DemoMessage>
        <DemoOutput label="Form values" value={form.values} />
        <section className="form-output" aria-label="Events">
          <h2>Events (latest first)</h2>
          {/* callback names and JSON: left to right on a right-to-left page too */}
          <ol className="demo-output select-events" dir="ltr">
            {events.length === 0 ? <li>—</li> : events.map((entry) => <li key={entry.id}>{entry.text}</li>)}
          </ol>
        </section>
      </div>
    </DemoPage>
  )
}
