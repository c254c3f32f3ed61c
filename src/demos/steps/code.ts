import { defineCode } from "../../workbench/code/snippet"
import type { stepsControls } from "./controls"

export default defineCode<typeof stepsControls>({
  name: "Steps",
  machines: [
    {
      module: "steps",
      fixed: { count: "items.length" },
      computed: ({ linear }) => ({
        isStepValid: linear ? `(index) => values[index].trim() !== ""` : undefined,
        onStepInvalid: linear ? `({ step }) => setRefusal(\`Fill in “\${items[step].label}” before going on.\`)` : undefined,
        onStepChange: linear ? `() => setRefusal(null)` : undefined,
      }),
    },
  ],
  imports: [`import { useState } from "react"`],
  before: `
const items = [
  { title: "Account", label: "Email" },
  { title: "Profile", label: "Full name" },
  { title: "Review", label: "Sign with your initials" },
]`,
  setup: `
  const [values, setValues] = useState(() => items.map(() => ""))
  const [refusal, setRefusal] = useState<string | null>(null)`,
  jsx: `
<div {...api.getRootProps()}>
  <div {...api.getListProps()}>
    {items.map((item, index) => (
      <div key={item.title} {...api.getItemProps({ index })}>
        <button {...api.getTriggerProps({ index })}>
          <span {...api.getIndicatorProps({ index })}>{index + 1}</span>
          {item.title}
        </button>
        <div {...api.getSeparatorProps({ index })} />
      </div>
    ))}
  </div>
  {items.map((item, index) => (
    <div key={item.title} {...api.getContentProps({ index })}>
      <label>
        {item.label}
        <input
          value={values[index]}
          onChange={(event) => setValues(values.map((old, i) => (i === index ? event.target.value : old)))}
        />
      </label>
    </div>
  ))}
  <div {...api.getContentProps({ index: items.length })}>All steps complete</div>
  <button {...api.getPrevTriggerProps()}>Back</button>
  <button {...api.getNextTriggerProps()}>Next</button>
  {refusal && <p role="alert">{refusal}</p>}
</div>`,
})
