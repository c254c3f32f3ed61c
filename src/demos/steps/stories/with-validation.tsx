import { normalizeProps, useMachine } from "@zag-js/react"
import * as steps from "@zag-js/steps"
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react"
import "../steps.css"

type AccountType = "personal" | "business"
type Form = { name: string; email: string; accountType: AccountType; company: string }

const emptyForm: Form = { name: "", email: "", accountType: "personal", company: "" }
const titles = ["Personal Info", "Account Type", "Company Details", "Review"]
const filled = (text: string) => text.trim() !== ""

/** A linear sign-up: Next checks the current step; a personal account skips the company step. */
export default function StepsWithValidation() {
  const [form, setForm] = useState(emptyForm)
  const [error, setError] = useState("")
  const id = useId()
  const personal = form.accountType === "personal"

  const service = useMachine(steps.machine, {
    id: useId(),
    count: titles.length,
    linear: true,
    isStepValid: (index) => {
      if (index === 0) return filled(form.name) && filled(form.email)
      if (index === 2) return personal || filled(form.company)
      return true
    },
    // the company step is optional for a personal account
    isStepSkippable: (index) => index === 2 && personal,
    onStepInvalid: ({ step }) =>
      setError(step === 2 ? "Company name is required for business accounts" : "Please fill in all required fields"),
    onStepChange: () => setError(""),
  })
  const api = steps.connect(service, normalizeProps)

  // Next is disabled once every step is done, and Start Over hides itself: keep the keyboard's place
  const thanks = useRef<HTMLHeadingElement>(null)
  const nameField = useRef<HTMLInputElement>(null)
  const startingOver = useRef(false)
  useEffect(() => {
    if (api.isCompleted) thanks.current?.focus()
    else if (startingOver.current) nameField.current?.focus()
    startingOver.current = false
  }, [api.isCompleted])

  const edit = (field: keyof Form) => (event: ChangeEvent<HTMLInputElement>) => {
    setForm((current) => ({ ...current, [field]: event.target.value }))
    setError("")
  }
  const startOver = () => {
    setForm(emptyForm)
    setError("")
    startingOver.current = true
    api.resetStep()
  }

  return (
    <div className="steps steps-validation">
      <div {...api.getRootProps()}>
        <div {...api.getListProps()}>
          {titles.map((title, index) => (
            <div key={title} {...api.getItemProps({ index })}>
              <button {...api.getTriggerProps({ index })}>
                <span {...api.getIndicatorProps({ index })}>
                  {api.getItemState({ index }).completed ? "✓" : index + 1}
                </span>
                <span className="steps-title">
                  {title}
                  {index === 2 && personal && <small className="steps-optional"> (Optional)</small>}
                </span>
              </button>
              {index < titles.length - 1 && <div {...api.getSeparatorProps({ index })} />}
            </div>
          ))}
        </div>

        <div className="steps-panels">
          <div {...api.getContentProps({ index: 0 })}>
            <label htmlFor={`${id}-name`}>Name</label>
            <input
              ref={nameField}
              id={`${id}-name`}
              placeholder="Enter your name"
              required
              autoComplete="name"
              value={form.name}
              onChange={edit("name")}
            />
            <label htmlFor={`${id}-email`}>Email</label>
            <input
              id={`${id}-email`}
              type="email"
              placeholder="Enter your email"
              required
              autoComplete="email"
              value={form.email}
              onChange={edit("email")}
            />
          </div>

          <div {...api.getContentProps({ index: 1 })}>
            <fieldset className="steps-choice">
              <legend>Account type</legend>
              {(["personal", "business"] as const).map((type) => (
                <label key={type}>
                  <input
                    type="radio"
                    name={`${id}-account`}
                    value={type}
                    checked={form.accountType === type}
                    onChange={() => setForm((current) => ({ ...current, accountType: type }))}
                  />
                  {type === "personal" ? "Personal" : "Business"}
                </label>
              ))}
            </fieldset>
          </div>

          <div {...api.getContentProps({ index: 2 })}>
            <label htmlFor={`${id}-company`}>Company name{personal && " (optional)"}</label>
            <input
              id={`${id}-company`}
              placeholder="Enter company name"
              required={!personal}
              autoComplete="organization"
              value={form.company}
              onChange={edit("company")}
            />
          </div>

          <div {...api.getContentProps({ index: 3 })}>
            <h3>Review</h3>
            <dl className="steps-summary">
              <div>
                <dt>Name</dt>
                <dd>{form.name}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>{form.email}</dd>
              </div>
              <div>
                <dt>Account type</dt>
                <dd>{personal ? "Personal" : "Business"}</dd>
              </div>
              <div>
                <dt>Company</dt>
                <dd>{filled(form.company) ? form.company : "—"}</dd>
              </div>
            </dl>
          </div>

          {/* the completion panel has no trigger to be labelled by: its heading names it */}
          <div {...api.getContentProps({ index: titles.length })} aria-labelledby={`${id}-thanks`}>
            <h3 ref={thanks} id={`${id}-thanks`} tabIndex={-1}>
              Thank you!
            </h3>
            <p>Your registration is complete.</p>
            <button type="button" onClick={startOver}>
              Start Over
            </button>
          </div>
        </div>

        <div className="steps-actions">
          <button {...api.getPrevTriggerProps()}>Back</button>
          <button {...api.getNextTriggerProps()}>Next</button>
        </div>
        <p className="steps-error" role="alert">
          {error}
        </p>
      </div>
    </div>
  )
}
