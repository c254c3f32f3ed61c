/** A place of the world data set: the world, a continent, a country or a state. */
export type Place = { value: string; label: string; disabled?: boolean; children?: Place[] }

/** The world before its data has loaded. */
export const emptyWorld: Place = { value: "world", label: "World", children: [] }

/** A country from its line of the data: "CODE|Name|suffix State|…", "!CODE" when it is disabled. */
function country(line: string): Place {
  const [head, label, ...states] = line.split("|")
  const disabled = head.startsWith("!")
  const code = disabled ? head.slice(1) : head
  const place: Place = { value: code, label }
  if (disabled) place.disabled = true
  if (states.length > 0) {
    place.children = states.map((state) => {
      const space = state.indexOf(" ")
      return { value: `${code}-${state.slice(0, space)}`, label: state.slice(space + 1) }
    })
  }
  return place
}

let loading: Promise<Place> | undefined

/**
 * World → 7 continents → 247 countries → about 3,700 states, every level alphabetical; Antarctica and
 * American Samoa are disabled, and a country without states is a leaf. Values: a continent's slug
 * ("africa"), a country's ISO 3166-1 code ("DZ"), a state's ISO 3166-2 code ("DZ-01"). The data (some 30 kB
 * gzipped, ./world.data.ts) loads on its own, once, after the page's first load.
 */
export function loadWorld(): Promise<Place> {
  loading ??= import("./world.data").then(({ continents }) => ({
    ...emptyWorld,
    children: continents.map(([value, label, countries, disabled]) => {
      const place: Place = { value, label }
      if (disabled) place.disabled = true
      if (countries.length > 0) place.children = countries.map(country)
      return place
    }),
  }))
  // a failed load may be tried again
  loading.catch(() => (loading = undefined))
  return loading
}
