import * as radio from "@zag-js/radio-group"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useRef, useState } from "react"
import { fruits } from "../../data/fruits"
import { DemoMain } from "../../workbench/DemoMain"
import { FormOutput } from "../../workbench/FormOutput"
import { formValues } from "../../workbench/formValues"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { radioGroupControls } from "./controls"
import "./radio-group.css"

export default function RadioGroupPage() {
  const controls = useControls(radioGroupControls)
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<Record<string, unknown> | null>(null)
  // read the form once the machine has synced the radio inputs (programmatic changes included)
  const showFormValues = () =>
    queueMicrotask(() => {
      if (formRef.current) setValues(formValues(formRef.current))
    })
  const service = useMachine(radio.machine, {
    id: useId(),
    name: "fruit",
    onValueChange: showFormValues,
    ...controls.values,
  })
  const api = radio.connect(service, normalizeProps)

  return (
    <>
      <DemoMain className="radio">
        <form ref={formRef} onReset={showFormValues} onSubmit={(e) => e.preventDefault()}>
          <fieldset disabled={false}>
            <div {...api.getRootProps()}>
              <h3 {...api.getLabelProps()}>Fruits</h3>
              <div {...api.getIndicatorProps()} />
              {fruits.map((fruit) => (
                <label key={fruit.id} data-testid={`radio-${fruit.id}`} {...api.getItemProps({ value: fruit.id })}>
                  <div data-testid={`control-${fruit.id}`} {...api.getItemControlProps({ value: fruit.id })} />
                  <span data-testid={`label-${fruit.id}`} {...api.getItemTextProps({ value: fruit.id })}>
                    {fruit.label}
                  </span>
                  <input data-testid={`input-${fruit.id}`} {...api.getItemHiddenInputProps({ value: fruit.id })} />
                </label>
              ))}
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
        <FormOutput label="Form values" values={values} />
      </DemoMain>
      <Toolbar controls={controls}>
        <StateVisualizer
          service={service}
          context={["value", "focusedValue", "focusVisibleValue", "hoveredValue", "activeValue", "fieldsetDisabled"]}
          props={["name", "disabled", "readOnly", "orientation"]}
          omit={["indicatorRect"]}
        />
      </Toolbar>
    </>
  )
}
