import { useState } from "react"
import type { InspectedMachine } from "./inspectedMachines"
import { nextFrame } from "./nextFrame"
import { encodeReplay, REPLAY_KEY, replayData } from "./replayLink"
import { useReplayStatus } from "./replayStatus"
import { testFromLog } from "./testExport"

/** A link to this page, its controls and view settings (the Inspector tab open), that replays the recorded events. */
export async function replayLink(machines: InspectedMachine[]): Promise<string> {
  const params = new URLSearchParams(location.search)
  params.set("tab", "inspector")
  const data = await encodeReplay(replayData(machines))
  return `${location.origin}${location.pathname}?${params}#${REPLAY_KEY}=${data}`
}

/** "Copy replay link", and what the replay of the link this page was opened with did. */
export function ReplayLinkBar({ machines }: { machines: InspectedMachine[] }) {
  const replayed = useReplayStatus()
  const [status, setStatus] = useState("")
  const copy = async () => {
    if (machines.some((m) => m.recorder.gaps())) {
      setStatus("Some events were not logged (paused, or more than 5000): a replay link would not reproduce this page.")
      return
    }
    try {
      const link = await replayLink(machines)
      await navigator.clipboard.writeText(link)
      const count = machines.reduce(
        (sum, m) => sum + m.recorder.history().filter((row) => row.source !== "machine").length,
        0,
      )
      setStatus(
        `Copied a replay link of ${count} ${count === 1 ? "event" : "events"} (${(link.length / 1000).toFixed(1)} kB).`,
      )
    } catch {
      setStatus("The browser refused to write to the clipboard.")
    }
  }
  const copyTest = async () => {
    try {
      // the end state as painted: zag writes some parts (the number input's value) in the frame after an event
      await nextFrame()
      await navigator.clipboard.writeText(testFromLog(machines, location.pathname + location.search))
      setStatus("Copied a Playwright test of the recorded events (save it in tests/ as a .spec.ts file).")
    } catch {
      setStatus("The browser refused to write to the clipboard.")
    }
  }
  return (
    <div className="inspector-replay">
      {replayed.text && (
        <p
          className="inspector-replay-status"
          role={replayed.failed ? "alert" : "status"}
          data-failed={replayed.failed ? "" : undefined}
        >
          {replayed.text}
        </p>
      )}
      <div className="inspector-log-actions">
        <button type="button" onClick={copy}>
          Copy replay link
        </button>
        <button type="button" onClick={copyTest}>
          Copy as test
        </button>
      </div>
      <p className="inspector-log-status" role="status">
        {status}
      </p>
    </div>
  )
}
