import { normalizeProps } from "@zag-js/react"
import * as steps from "@zag-js/steps"
import { Check } from "lucide-react"
import { useEffect, useId, useRef, useState } from "react"
import { signUpSteps } from "../../data/steps"
import { DemoPage } from "../../workbench/DemoPage"
import { DemoMessage } from "../../workbench/DemoMessage"
import { useControls } from "../../workbench/controls/useControls"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { stepsControls } from "./controls"
import "./steps.css"

const emptyValues = () => signUpSteps.map(() => "")

export default function StepsPage() {
  const controls = useControls(stepsControls)
  const [values, setValues] = useState(emptyValues)
  const [refusal, setRefusal] = useState<string | null>(null)
  const fieldId = useId()
  const count = signUpSteps.length
  const service = useDemoMachine(steps.machine, {
    ...controls.values,
    count,
    // only a linear form insists on a step being filled in before the next one
    isStepValid: controls.values.linear ? (index) => (values[index] ?? "").trim() !== "" : undefined,
    onStepInvalid: ({ step }) => setRefusal(`Fill in “${signUpSteps[step].field.label}” before going on.`),
    onStepChange: () => setRefusal(null),
  })
  const api = steps.connect(service, normalizeProps)
  const doneId = `${fieldId}-done`
  const focusAfterStep = useFocusAfterStep(api.value, count, doneId, `${fieldId}-0`)

  const setValue = (index: number, value: string) => {
    setValues((current) => current.map((old, i) => (i === index ? value : old)))
    setRefusal(null)
  }

  return (
    <DemoPage
      className="steps"
      controls={controls}
      service={service}
      context={["step"]}
      props={["linear", "orientation", "count"]}
    >
      <div {...api.getRootProps()}>
        <div {...api.getListProps()}>
          {signUpSteps.map((step, index) => (
            <div key={step.title} {...api.getItemProps({ index })}>
              <button {...api.getTriggerProps({ index })}>
                <span {...api.getIndicatorProps({ index })}>
                  {api.getItemState({ index }).completed ? <Check size={14} strokeWidth={3} /> : index + 1}
                </span>
                <span className="steps-title">{step.title}</span>
              </button>
              {index < count - 1 && <div {...api.getSeparatorProps({ index })} />}
            </div>
          ))}
        </div>

        <div className="steps-panels">
          {signUpSteps.map((step, index) => (
            <div key={step.title} {...api.getContentProps({ index })}>
              {index === count - 1 && (
                <dl className="steps-summary">
                  {signUpSteps.slice(0, -1).map((earlier, i) => (
                    <div key={earlier.title}>
                      <dt>{earlier.field.label}</dt>
                      <dd>{values[i].trim() || "—"}</dd>
                    </div>
                  ))}
                </dl>
              )}
              <label htmlFor={`${fieldId}-${index}`}>{step.field.label}</label>
              <input
                id={`${fieldId}-${index}`}
                name={step.field.name}
                type={step.field.type}
                autoComplete={step.field.autoComplete}
                required={controls.values.linear}
                aria-invalid={refusal !== null && api.value === index ? true : undefined}
                value={values[index]}
                onChange={(event) => setValue(index, event.currentTarget.value)}
              />
            </div>
          ))}
          <div {...api.getContentProps({ index: count })} aria-labelledby={doneId}>
            <h3 id={doneId} tabIndex={-1}>
              All steps complete
            </h3>
            <button
              type="button"
              onClick={() => {
                setValues(emptyValues())
                focusAfterStep.startOver()
                api.resetStep()
              }}
            >
              Start over
            </button>
          </div>
        </div>

        <div className="steps-actions">
          <button {...api.getPrevTriggerProps()}>Back</button>
          <button {...api.getNextTriggerProps()}>Next</button>
        </div>
        <DemoMessage testId="steps-refusal">{refusal}</DemoMessage>
      </div>
    </DemoPage>
  )
}

/**
 * Keeps keyboard focus on the form when a step change hides what had it: the completion heading once
 * the last step is done (Next is disabled then), the first field after "Start over".
 */
function useFocusAfterStep(step: number, count: number, doneId: string, firstFieldId: string) {
  const startingOver = useRef(false)
  useEffect(() => {
    if (startingOver.current && step === 0) {
      startingOver.current = false
      document.getElementById(firstFieldId)?.focus()
      return
    }
    const active = document.activeElement
    const lost = active === null || active === document.body || (active instanceof HTMLButtonElement && active.disabled)
    if (step === count && lost) document.getElementById(doneId)?.focus()
  }, [step, count, doneId, firstFieldId])
  return { startOver: () => void (startingOver.current = true) }
}
