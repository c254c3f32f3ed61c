import * as passwordInput from "@zag-js/password-input"
import { normalizeProps, useMachine } from "@zag-js/react"
import { type ReactNode, useId } from "react"
import "../password-input.css"

export default function BasicPasswordInput() {
  const service = useMachine(passwordInput.machine, {
    id: useId(),
    name: "password",
  })
  const api = passwordInput.connect(service, normalizeProps)

  return (
    <div className="password-input password-input-basic">
      {/* zag hides the text again when its form is submitted or reset; nothing is sent anywhere */}
      <form onSubmit={(event) => event.preventDefault()}>
        <div {...api.getRootProps()}>
          <label {...api.getLabelProps()}>Password</label>
          <div {...api.getControlProps()}>
            <input {...api.getInputProps()} />
            <button {...api.getVisibilityTriggerProps()}>
              <span {...api.getIndicatorProps()}>{api.visible ? <EyeOff /> : <Eye />}</span>
            </button>
          </div>
        </div>
      </form>
      <p className="password-input-status">Visible: {api.visible ? "yes" : "no"}</p>
    </div>
  )
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}

function Eye() {
  return (
    <Icon>
      <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
      <circle cx="12" cy="12" r="3" />
    </Icon>
  )
}

function EyeOff() {
  return (
    <Icon>
      <path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49" />
      <path d="M14.084 14.158a3 3 0 0 1-4.242-4.242" />
      <path d="M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143" />
      <path d="m2 2 20 20" />
    </Icon>
  )
}
