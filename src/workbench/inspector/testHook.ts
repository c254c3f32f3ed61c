import { useEffect } from "react"
import type { EventObject } from "@zag-js/core"
import type { InspectedMachine } from "./inspectedMachines"
import { eventsOf } from "./replayLink"
import { sendSafely } from "./sendSafely"

declare global {
  interface Window {
    /** Set while the Inspector tab is open: what a test made by "Copy as test" sends events through. */
    zagInspector?: {
      /** resolves once the event is handled: with what failed (and the page was rebuilt without it), else "" */
      send(event: EventObject, label?: string): Promise<string>
      /** how many rows the log of that machine holds, so a test can wait until the panel shows them all */
      logged(label?: string): number
    }
  }
}

/**
 * While the Inspector is open, the page's window holds a hook that sends an event to one of its machines
 * (the first, or the labelled one) with zag's service.send, logged as sent from the Inspector. Like the
 * Send buttons, it only sends events the machine's definition handles, and an event whose handling fails
 * is reported and undone as theirs is.
 */
export function useInspectorHook(machines: InspectedMachine[]) {
  useEffect(() => {
    const find = (label?: string) => {
      const machine = label === undefined ? machines[0] : machines.find((m) => m.label === label)
      if (!machine) throw new Error(`No machine labelled ${label} on this page.`)
      return machine
    }
    window.zagInspector = {
      send(event, label) {
        const machine = find(label)
        if (
          typeof event?.type !== "string" ||
          !eventsOf(machine.recorder.definition, machine.recorder.core).has(event.type)
        )
          throw new Error(`${machine.label}'s machine does not handle ${String(event?.type)}.`)
        return sendSafely(machine.recorder, event)
      },
      logged: (label) => find(label).recorder.rows().length,
    }
    return () => {
      delete window.zagInspector
    }
  }, [machines])
}
