import { normalizeProps } from "@zag-js/react"
import * as timer from "@zag-js/timer"
import { DemoPage } from "../../workbench/DemoPage"
import type { ControlSchema } from "../../workbench/controls/schema"
import type { Controls } from "../../workbench/controls/useControls"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { isFinished } from "./fixes"
import { TimerActions, TimerDisplay } from "./TimerParts"

type TimerDemoProps<S extends ControlSchema> = {
  controls: Controls<S>
  /** The machine's props besides its id and `autoStart`. */
  machine: Pick<timer.Props, "countdown" | "startMs" | "targetMs" | "interval">
  /** The machine props the visualizer shows. */
  props: ReadonlyArray<keyof timer.Props>
  /** The status line's words for a finished run and a running one. */
  status: { finished: string; running: string }
  /** The stopwatch shows its actions inside the timer's root, the countdown below it. */
  actionsInRoot?: boolean
}

/** The page of the countdown and stopwatch demos: one auto-started timer, its display, actions and status. */
export function TimerDemo<S extends ControlSchema>({
  controls,
  machine,
  props,
  status,
  actionsInRoot,
}: TimerDemoProps<S>) {
  const service = useDemoMachine(timer.machine, { autoStart: true, ...machine })
  const api = timer.connect(service, normalizeProps)
  const countdown = Boolean(machine.countdown)
  const finished = isFinished({
    running: api.running,
    paused: api.paused,
    currentMs: service.context.get("currentMs"),
    // a countdown without a target stops at zero
    targetMs: machine.targetMs ?? (countdown ? 0 : undefined),
    countdown,
  })
  const actions = <TimerActions api={api} finished={finished} />

  return (
    <DemoPage className="timer" controls={controls} viz service={service} context={["currentMs"]} props={props}>
      <div {...api.getRootProps()}>
        <TimerDisplay api={api} />
        {actionsInRoot && actions}
      </div>
      {!actionsInRoot && actions}
      <p className="timer-status" role="status">
        {finished ? status.finished : api.running ? status.running : api.paused ? "Paused" : "Stopped"}
      </p>
    </DemoPage>
  )
}
