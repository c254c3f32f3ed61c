import * as radio from "@zag-js/radio-group"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { useRef } from "react"
import { FruitItems } from "../../widgets/radio-group/FruitItems"
import { DemoPage } from "../../workbench/DemoPage"
import { DemoOutput, useFormValues } from "../../workbench/DemoOutput"
import { useControls } from "../../workbench/controls/useControls"
import { radioGroupControls } from "./controls"
import "./radio-group.css"

export default function RadioGroupPage() {
  const controls = useControls(radioGroupControls)
  const form = useFormValues()
  const formRef = useRef<HTMLFormElement>(null)
  const service = useDemoMachine(radio.machine, {
    name: "fruit",
    // programmatic changes (Set to Mangoes, Clear) fire no form event: read the form once the inputs are synced
    onValueChange: () => queueMicrotask(() => formRef.current && form.read(formRef.current)),
    ...controls.values,
  })
  const api = radio.connect(service, normalizeProps)

  return (
    <DemoPage
      className="radio"
      controls={controls}
      service={service}
      context={["value", "focusedValue", "focusVisibleValue", "hoveredValue", "activeValue", "fieldsetDisabled"]}
      props={["name", "disabled", "readOnly", "orientation"]}
      omit={["indicatorRect"]}
    >
      <form ref={formRef} {...form.formProps} onSubmit={(e) => e.preventDefault()}>
        <fieldset disabled={false}>
          <div {...api.getRootProps()}>
            <h3 {...api.getLabelProps()}>Fruits</h3>
            <div {...api.getIndicatorProps()} />
            <FruitItems api={api} withControl />
          </div>
          <div className="radio-actions">
            <button type="reset">Reset</button>
            <button type="button" onClick={() => api.clearValue()}>
              Clear
            </button>
            <button type="button" onClick={() => api.setValue("mango")}>
              Set to Mangoes
            </button>
            <button type="button" onClick={() => api.focus()}>
              Focus
            </button>
          </div>
        </fieldset>
      </form>
      <DemoOutput label="Form values" value={form.values} />
    </DemoPage>
  )
}
