import { declareConst } from "../../workbench/code/literal"
import { pageData } from "../../workbench/code/pageData"
import { defineCode } from "../../workbench/code/snippet"
import type { stepsControls } from "./controls"

const { signUpSteps } = pageData<typeof import("../../data/steps")>(
  import.meta.glob("../../data/steps.ts", { eager: true, query: "?snippet" }),
)

export default defineCode<typeof stepsControls>({
  name: "Steps",
  machines: [
    {
      module: "steps",
      fixed: { count: "signUpSteps.length" },
      computed: ({ linear }) => ({
        isStepValid: linear ? `(index) => values[index].trim() !== ""` : undefined,
        onStepInvalid: linear
          ? `({ step }) => setRefusal(\`Fill in “\${signUpSteps[step].field.label}” before going on.\`)`
          : undefined,
        onStepChange: linear ? `() => setRefusal(null)` : undefined,
      }),
    },
  ],
  imports: [`import { useState } from "react"`],
  before: declareConst("signUpSteps", signUpSteps),
  setup: `
  const [values, setValues] = useState(() => signUpSteps.map(() => ""))
  const [refusal, setRefusal] = useState<string | null>(null)
  const fieldId = useId()
  const last = signUpSteps.length - 1`,
  jsx: `
<div {...api.getRootProps()}>
  <div {...api.getListProps()}>
    {signUpSteps.map((step, index) => (
      <div key={step.title} {...api.getItemProps({ index })}>
        <button {...api.getTriggerProps({ index })}>
          <span {...api.getIndicatorProps({ index })}>{api.getItemState({ index }).completed ? "✓" : index + 1}</span>
          <span>{step.title}</span>
        </button>
        {index < last && <div {...api.getSeparatorProps({ index })} />}
      </div>
    ))}
  </div>
  {signUpSteps.map((step, index) => (
    <div key={step.title} {...api.getContentProps({ index })}>
      {index === last && (
        <dl>
          {signUpSteps.slice(0, -1).map((earlier, i) => (
            <div key={earlier.title}>
              <dt>{earlier.field.label}</dt>
              <dd>{values[i].trim() || "—"}</dd>
            </div>
          ))}
        </dl>
      )}
      <label htmlFor={\`\${fieldId}-\${index}\`}>{step.field.label}</label>
      <input
        id={\`\${fieldId}-\${index}\`}
        name={step.field.name}
        type={step.field.type}
        autoComplete={step.field.autoComplete}
        value={values[index]}
        onChange={(event) => setValues(values.map((old, i) => (i === index ? event.target.value : old)))}
      />
    </div>
  ))}
  <div {...api.getContentProps({ index: signUpSteps.length })}>
    <h3>All steps complete</h3>
    <button
      type="button"
      onClick={() => {
        setValues(signUpSteps.map(() => ""))
        api.resetStep()
      }}
    >
      Start over
    </button>
  </div>
  <button {...api.getPrevTriggerProps()}>Back</button>
  <button {...api.getNextTriggerProps()}>Next</button>
  {refusal && <p role="alert">{refusal}</p>}
</div>`,
})
