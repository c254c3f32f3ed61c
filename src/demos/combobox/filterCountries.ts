import { matchSorter } from "match-sorter"
import { type ComboboxCountry, comboboxCountries } from "../../data/combobox-countries"

/** Countries whose label fuzzily matches the typed text, best first; the full list when nothing matches. */
export function filterCountries(query: string): ComboboxCountry[] {
  if (query.trim() === "") return comboboxCountries
  const matches = matchSorter(comboboxCountries, query, { keys: ["label"] })
  return matches.length > 0 ? matches : comboboxCountries
}
