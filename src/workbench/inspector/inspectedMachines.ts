import { useEffect, useState, useSyncExternalStore } from "react"
import type { Machine } from "@zag-js/core"
import type { MachineRecorder } from "./recorder"

export type InspectedMachine = { recorder: MachineRecorder; label: string }

// The machines of the page on screen, in the order their hooks first rendered: a parent's before its
// children's, though the children's effects register first. A page registers each machine explicitly
// (useDemoMachine does it), so wrapping a visualizer in a component of one's own changes nothing.
let machines: Array<InspectedMachine & { rank: number }> = []
let rendered = 0
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

function register(entry: InspectedMachine & { rank: number }) {
  machines = [...machines, entry].sort((a, b) => a.rank - b.rank)
  notify()
  return () => {
    machines = machines.filter((m) => m !== entry)
    notify()
  }
}

/** Shows `recorder`'s machine in the Inspector tab, under `label`, while the calling component is mounted. */
export function useRegisterInspected(recorder: MachineRecorder, label: string) {
  const [rank] = useState(() => ++rendered)
  useEffect(() => register({ recorder, label, rank }), [recorder, label, rank])
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
const snapshot = () => machines
const serverSnapshot = (): InspectedMachine[] => []

/** The machines registered by the page on screen. */
export function useInspectedMachines(): InspectedMachine[] {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot)
}

// A replay starts the page over: its machines are created afresh, and each takes back its recorder (its log).
let epoch = 0
let adoptable: MachineRecorder[] = []

/** Remounts the page on screen; its machines keep these recorders (matched by definition, in order). */
export function restartPage(recorders: MachineRecorder[]) {
  adoptable = recorders
  epoch++
  notify()
}

/** The recorder a restarted page's machine takes back, if any. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function adoptRecorder(definition: Machine<any>): MachineRecorder | undefined {
  const index = adoptable.findIndex((recorder) => recorder.definition === definition)
  return index < 0 ? undefined : adoptable.splice(index, 1)[0]
}

/** Changes when the Inspector restarts the page: the page's key. */
export function usePageEpoch(): number {
  return useSyncExternalStore(
    subscribe,
    () => epoch,
    () => 0,
  )
}

/** The machines registered now (for code outside React). */
export const currentMachines = () => machines
