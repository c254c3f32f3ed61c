import type * as timer from "@zag-js/timer"

type TimerState = {
  running: boolean
  paused: boolean
  currentMs: number
  /** Where the run stops: the target, or 0 for a countdown without one; undefined for no target. */
  targetMs: number | undefined
  countdown: boolean
}

/** A run has finished when the timer sits stopped at its target (the machine has no state for it). */
export function isFinished({ running, paused, currentMs, targetMs, countdown }: TimerState): boolean {
  if (running || paused || targetMs === undefined) return false
  return countdown ? currentMs <= targetMs : currentMs >= targetMs
}

type ActionTriggerProps = ReturnType<timer.Api["getActionTriggerProps"]>

/**
 * @zag-js/timer 1.47.0: a run that reaches its target goes back to "idle" with the time left at the
 * target, and the Reset trigger is hidden whenever the timer is idle, so a finished run offered only
 * Start, which runs straight into the target again. The fix shows Reset while the run sits finished.
 */
export function fixResetAfterFinish(
  props: ActionTriggerProps,
  action: timer.ActionTriggerProps["action"],
  finished: boolean,
): ActionTriggerProps {
  return action === "reset" && finished ? { ...props, hidden: false } : props
}
