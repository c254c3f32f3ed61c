import type { LoadDetails, LoadResult } from "@zag-js/async-list"
import type { Contact } from "../pagination/contacts"

export const PAGE_SIZE = 20

let all: Promise<Contact[]> | undefined
const contacts = () => (all ??= import("../../data/contacts.json").then((module) => module.default))

export type ContactLoad = (details: LoadDetails<Contact, number>) => Promise<LoadResult<Contact, number>>

type LoaderOptions = {
  /** How long the "server" takes to answer, in ms. */
  delay: number
  /** Answer this load with an error. */
  fail: boolean
  /** Told how many contacts match the filter, with each answer. */
  onTotal: (total: number) => void
}

/** Waits `ms`, or rejects with an AbortError as soon as `signal` aborts. */
function wait(ms: number, signal: AbortSignal | undefined) {
  return new Promise<void>((resolve, reject) => {
    const abort = () => {
      clearTimeout(timer)
      reject(new DOMException("The load was cancelled by a newer one", "AbortError"))
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", abort)
      resolve()
    }, ms)
    if (signal?.aborted) abort()
    else signal?.addEventListener("abort", abort, { once: true })
  })
}

const matches = (contact: Contact, filter: string) =>
  contact.first_name.toLowerCase().includes(filter) || contact.last_name.toLowerCase().includes(filter)

/**
 * A local stand-in for a contacts API: filters by first or last name, sorts, and answers pages of 20,
 * after a delay. The cursor is the offset of the next page.
 */
export function createContactLoader({ delay, fail, onTotal }: LoaderOptions): ContactLoad {
  return async ({ signal, filterText, cursor, sortDescriptor }) => {
    await wait(delay, signal)
    if (fail) throw new Error("Could not load contacts")
    const filter = filterText.trim().toLowerCase()
    const everyone = await contacts()
    if (signal?.aborted) throw new DOMException("The load was cancelled by a newer one", "AbortError")
    let rows = everyone.filter((contact) => matches(contact, filter))
    if (sortDescriptor) {
      const { column, direction } = sortDescriptor
      const sign = direction === "ascending" ? 1 : -1
      rows = [...rows].sort((a, b) => sign * String(a[column]).localeCompare(String(b[column])))
    }
    const start = cursor ?? 0
    const end = start + PAGE_SIZE
    onTotal(rows.length)
    return { items: rows.slice(start, end), cursor: end < rows.length ? end : undefined }
  }
}
