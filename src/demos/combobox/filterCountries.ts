import { createFilter } from "@zag-js/i18n-utils"
import { matchSorter } from "match-sorter"
import { type ComboboxCountry, comboboxCountries } from "../../data/combobox-countries"

// "base" sensitivity: case and accents aside ("côte" finds "Cote", "MAL" finds "Malta")
const { contains } = createFilter({ sensitivity: "base" })

/**
 * Countries whose label contains the typed text (case and accents aside), in list order; failing that, the
 * labels that fuzzily match it, best first; the full list when nothing matches.
 */
export function filterCountries(query: string): ComboboxCountry[] {
  const text = query.trim()
  if (text === "") return comboboxCountries
  const containing = comboboxCountries.filter((country) => contains(country.label, text))
  if (containing.length > 0) return containing
  const matches = matchSorter(comboboxCountries, text, { keys: ["label"] })
  return matches.length > 0 ? matches : comboboxCountries
}
