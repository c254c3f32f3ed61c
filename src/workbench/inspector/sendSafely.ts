import type { EventObject } from "@zag-js/core"
import { currentMachines } from "./inspectedMachines"
import type { MachineRecorder, SendFailure } from "./recorder"
import { travelTo } from "./travel"

/** The payload a failed event's handlers asked for, as JSON with the values left out: `{"value": …}`. */
export function expectedPayload(missing: string[]): string | null {
  return missing.length ? `{${missing.map((key) => `${JSON.stringify(key)}: …`).join(", ")}}` : null
}

/** What the Send panel says of a failed event: the error, the payload its handlers read, and the page's fate. */
export function failureText(type: string, failure: SendFailure, restored: boolean): string {
  const expected = expectedPayload(failure.missing)
  const keys = failure.missing.join(", ")
  return [
    `${type} failed: ${failure.message}.`.replace(/\.\.$/, "."),
    expected && `Its handlers read ${keys}, which the payload lacks: it expects a payload like ${expected}.`,
    restored ? "The page is back as it was before it." : "It changed nothing.",
  ]
    .filter(Boolean)
    .join(" ")
}

/**
 * Sends an event from the Inspector; when its handling throws or breaks the page, the page is rebuilt as
 * it was before it (the history is replayed without it). Resolves with what went wrong, "" when nothing did.
 */
export async function sendSafely(recorder: MachineRecorder, event: EventObject): Promise<string> {
  // read now: a page that fails to render unregisters its machines
  const recorders = currentMachines().map((m) => m.recorder)
  const { failure, restore } = await recorder.sendFromInspector(event)
  if (!failure) return ""
  if (restore) await travelTo(null, recorders.includes(recorder) ? recorders : [recorder])
  return failureText(event.type, failure, restore)
}
