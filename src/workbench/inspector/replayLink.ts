import type { EventObject, Machine } from "@zag-js/core"
import type { MachineRecorder, ZagStates } from "./recorder"
import { planFromHistory } from "./replayPlan"

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyMachine = Machine<any>

/** The URL hash key of a replay link (a hash, so the demo's controls never see it and no server does). */
export const REPLAY_KEY = "replay"
const VERSION = 1

/** One recorded event: machine index, type, payload (0: none), expected state, position in its machine's history. */
type LinkEvent = [number, string, Record<string, unknown> | 0, string, number]
export type ReplayData = { v: number; machines: string[]; events: LinkEvent[] }

/** The event without its type, as plain JSON: DOM nodes, functions and DOM events are dropped (they can't travel). */
export function plainPayload(event: EventObject): Record<string, unknown> | 0 {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { type, ...rest } = event
  try {
    const json = JSON.stringify(rest, (_key, value: unknown) =>
      typeof value === "function" ||
      (typeof Node !== "undefined" && value instanceof Node) ||
      (typeof Event !== "undefined" && value instanceof Event)
        ? undefined
        : value,
    )
    const payload = JSON.parse(json) as Record<string, unknown>
    return Object.keys(payload).length ? payload : 0
  } catch {
    return 0 // circular: sent without payload
  }
}

/** What a link holds for the page's machines: their labels and every replayable event, in order. */
export function replayData(machines: Array<{ recorder: MachineRecorder; label: string }>): ReplayData {
  const recorders = machines.map((m) => m.recorder)
  const events = planFromHistory(recorders).map(({ recorder, event, expected, position }): LinkEvent => [
    recorders.indexOf(recorder),
    event.type,
    plainPayload(event),
    expected ?? "",
    position,
  ])
  return { v: VERSION, machines: machines.map((m) => m.label), events }
}

const toBase64Url = (bytes: Uint8Array) => {
  let binary = ""
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")
}
const fromBase64Url = (text: string) => {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const piped = new Blob([bytes as BlobPart]).stream().pipeThrough(stream)
  return new Uint8Array(await new Response(piped).arrayBuffer())
}

/** The data, deflated and URL-safe. */
export async function encodeReplay(data: ReplayData): Promise<string> {
  return toBase64Url(await pipe(new TextEncoder().encode(JSON.stringify(data)), new CompressionStream("deflate-raw")))
}

/** A link's data, checked; throws an Error saying what is wrong. Nothing in it is ever run. */
export async function decodeReplay(text: string): Promise<ReplayData> {
  let json: string
  try {
    json = new TextDecoder().decode(await pipe(fromBase64Url(text), new DecompressionStream("deflate-raw")))
  } catch {
    throw new Error("its events can't be decoded")
  }
  let data: unknown
  try {
    data = JSON.parse(json)
  } catch {
    throw new Error("its events are not valid JSON")
  }
  if (!isReplayData(data)) throw new Error("its events are not in the expected form")
  return data
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

function isReplayData(data: unknown): data is ReplayData {
  if (!isObject(data) || data.v !== VERSION || !Array.isArray(data.machines) || !Array.isArray(data.events))
    return false
  if (!data.machines.every((label) => typeof label === "string")) return false
  const count = data.machines.length
  return data.events.every(
    (e) =>
      Array.isArray(e) &&
      e.length === 5 &&
      Number.isInteger(e[0]) &&
      e[0] >= 0 &&
      e[0] < count &&
      typeof e[1] === "string" &&
      (e[2] === 0 || isObject(e[2])) &&
      typeof e[3] === "string" &&
      Number.isInteger(e[4]),
  )
}

/** Every event type a machine's definition handles: in any state, or at its root. */
export function eventsOf(machine: AnyMachine, core: ZagStates): Set<string> {
  const names = new Set(Object.keys(machine.on ?? {}))
  for (const [, state] of core.ensureStateIndex(machine))
    for (const name of Object.keys(state.on ?? {})) names.add(name)
  return names
}

/** Why the link's events don't fit the page's machines, or "" when they do. */
export function mismatch(data: ReplayData, machines: Array<{ recorder: MachineRecorder; label: string }>): string {
  if (data.machines.length !== machines.length || data.machines.some((label, i) => label !== machines[i].label))
    return `it was made for machines ${data.machines.join(", ") || "(none)"}, and this page has ${machines.map((m) => m.label).join(", ")}`
  const known = machines.map(({ recorder }) => eventsOf(recorder.definition, recorder.core))
  const unknown = data.events.find(([index, type]) => !known[index].has(type))
  return unknown
    ? `it names the event ${JSON.stringify(unknown[1].slice(0, 60))}, which ${data.machines[unknown[0]]} doesn't know`
    : ""
}
