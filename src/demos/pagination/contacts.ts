import firstPage from "../../data/contacts-first-page.json"

export type Contact = { id: number; first_name: string; last_name: string; email: string; phone: string }

export const CONTACT_COUNT = 1000

/**
 * The first page ships with the page (it is what the pre-rendered table shows); the 1000 contacts
 * (30 kB gzip) load on their own, once another page is asked for or the browser is idle after load.
 */
export const FIRST_PAGE: Contact[] = firstPage

let all: Promise<Contact[]> | undefined
export function loadContacts(): Promise<Contact[]> {
  all ??= import("../../data/contacts.json").then((module) => module.default)
  return all
}
