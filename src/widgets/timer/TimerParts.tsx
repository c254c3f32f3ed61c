import type * as timer from "@zag-js/timer"
import { Fragment } from "react"
import { fixResetAfterFinish } from "./fixes"
import "./timer.css"

const PARTS = ["days", "hours", "minutes", "seconds"] as const
const ACTIONS = [
  { action: "start", label: "START" },
  { action: "pause", label: "PAUSE" },
  { action: "resume", label: "RESUME" },
  { action: "reset", label: "RESET" },
] as const

/** Days : hours : minutes : seconds, shared by the countdown and stopwatch demos. */
export function TimerDisplay({ api }: { api: timer.Api }) {
  return (
    <div {...api.getAreaProps()}>
      {PARTS.map((type, index) => (
        <Fragment key={type}>
          {index > 0 && <span {...api.getSeparatorProps()}>:</span>}
          <div {...api.getItemProps({ type })}>
            <span {...api.getItemValueProps({ type })}>{api.formattedTime[type]}</span>
            <span {...api.getItemLabelProps({ type })}>{type}</span>
          </div>
        </Fragment>
      ))}
    </div>
  )
}

/** START / PAUSE / RESUME / RESET; `finished` keeps RESET available after a finished run. */
export function TimerActions({ api, finished }: { api: timer.Api; finished: boolean }) {
  return (
    <div {...api.getControlProps()}>
      {ACTIONS.map(({ action, label }) => (
        <button key={action} {...fixResetAfterFinish(api.getActionTriggerProps({ action }), action, finished)}>
          {label}
        </button>
      ))}
    </div>
  )
}
