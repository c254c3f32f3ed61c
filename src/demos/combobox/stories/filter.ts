import { createFilter } from "@zag-js/i18n-utils"

// "base" sensitivity: "cote" finds "Côte", "ALA" finds "Malawi"
const { contains } = createFilter({ sensitivity: "base" })

/** The items whose text contains the query, ignoring case and accents; all of them for an empty query. */
export function filterContains<T>(items: readonly T[], query: string, toText: (item: T) => string): T[] {
  const text = query.trim()
  if (text === "") return [...items]
  return items.filter((item) => contains(toText(item), text))
}

/** Whether the text contains the query, ignoring case and accents. */
export const containsText = (text: string, query: string) => contains(text, query)
