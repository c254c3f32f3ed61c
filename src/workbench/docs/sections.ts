/** The Docs tab's sections, in order: `docs=<section>` in the URL opens one. */
export const SECTIONS = ["props", "callbacks", "api", "machine", "anatomy"] as const
export type Section = (typeof SECTIONS)[number]

export const SECTION_TITLES: Record<Section, string> = {
  props: "Props",
  callbacks: "Callbacks",
  api: "API",
  machine: "Machine",
  anatomy: "Anatomy",
}

export const isSection = (value: string | null): value is Section => SECTIONS.includes(value as Section)

/**
 * A section's anchor: `docs-select-api` for the page's first select, `docs-select-2-api` for a second one
 * (stable: it names the machine's package and its place among the page's machines of that package).
 */
export const anchorOf = (machine: string, section: Section) => `docs-${machine}-${section}`
