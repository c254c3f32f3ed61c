import { currentMachines } from "./inspectedMachines"
import { replay } from "./recorder"
import { sendPlan, tick, waitForStartedMachines } from "./replayer"
import type { PlannedEvent } from "./replayPlan"
import { decodeReplay, mismatch, REPLAY_KEY } from "./replayLink"
import { setReplayStatus } from "./replayStatus"

export const APPROXIMATE = "This demo is driven by time (timers or delays), so its replay is approximate."

/** The replay data of a URL hash (`#replay=…`), or null. */
export function replayParam(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, "")).get(REPLAY_KEY)
}

/**
 * Opened with a replay link: once the page's machines have started, checks the link's events against
 * their definitions and sends them in order (the log is rebuilt as they go), comparing each machine's
 * state with the recorded one. A link that doesn't fit leaves the page in its default state, with a message.
 * `approximate`: the demo's machines run on time (its facts say so), so the replay can't be exact.
 */
export async function replayFromLink(encoded: string, { approximate = false } = {}): Promise<void> {
  const started = performance.now()
  setReplayStatus("Replaying the link…", false)
  const note = approximate ? ` ${APPROXIMATE}` : ""
  try {
    // hydration first: a link's query starts the page over once
    while (!document.documentElement.hasAttribute("data-hydrated")) await tick()
    await waitForStartedMachines()
    const machines = currentMachines()
    const data = await decodeReplay(encoded)
    const wrong = mismatch(data, machines)
    if (wrong) throw new Error(wrong)
    const plan = data.events.map(([index, type, payload, expected, position]): PlannedEvent => ({
      recorder: machines[index].recorder,
      event: { ...(payload || {}), type },
      position,
      expected: expected || null,
    }))
    replay.blockInput = true
    const diverged = await sendPlan(plan).finally(() => (replay.blockInput = false))
    const ms = Math.round(performance.now() - started)
    if (diverged) setReplayStatus(`${diverged}.${note}`, true)
    else
      setReplayStatus(
        `Replayed ${plan.length} ${plan.length === 1 ? "event" : "events"} from the link in ${ms} ms.${note}`,
        false,
      )
  } catch (error) {
    setReplayStatus(`The replay link was refused: ${(error as Error).message}. The page shows its default state.`, true)
  }
}
