import { matchSorter, rankings } from "match-sorter"
import { demos } from "virtual:demos/pages"
import { demoKeywords } from "virtual:demos/keywords"
import type { DemoEntry } from "../demos/facts"

const entries = demos.map((demo) => ({ demo, label: demo.label, keywords: demoKeywords[demo.slug] ?? [] }))

/**
 * The demos a query finds, best first: fuzzy match on the label and on the keywords, where a keyword
 * never outranks a label that starts with the query ("tabs" finds Tabs before Segment Control).
 */
export function searchDemos(query: string): DemoEntry[] {
  const keys = ["label", { key: "keywords", maxRanking: rankings.WORD_STARTS_WITH }]
  return matchSorter(entries, query, { keys }).map((entry) => entry.demo)
}
