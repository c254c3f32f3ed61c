import { readdirSync } from "node:fs"
import { dirname } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { demos as builtLabels } from "virtual:demos/labels"
import { demoDescriptions as builtDescriptions } from "virtual:demos/descriptions"
import { demoGroups as builtGroups } from "virtual:demos/groups"
import { demoKeywords as builtKeywords } from "virtual:demos/keywords"
import { timingDriven as builtTimingDriven } from "virtual:demos/timing-driven"
import { allFacts, demoSlugs } from "./allFacts"
import { demoGroupNames } from "./facts"
import { demos, overlayOpeners } from "./registry"
import { firstInteractions } from "./interactions"

const folder = dirname(fileURLToPath(import.meta.url))
const entries = Object.entries(allFacts)

describe("each demo's facts (src/demos/<slug>/demo.ts)", () => {
  it("are in every demo folder", () => {
    const folders = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    expect(folders.map((entry) => entry.name).sort()).toEqual([...demoSlugs])
    expect(demoSlugs.length).toBeGreaterThan(0)
  })

  it("name a label, a known group, a description, keywords, stories and a first interaction", () => {
    for (const [slug, facts] of entries) {
      expect(facts.label, slug).toMatch(/\S/)
      expect(demoGroupNames, slug).toContain(facts.group)
      expect(facts.description, slug).toMatch(/\S/)
      expect(facts.keywords.length, slug).toBeGreaterThan(0)
      expect(facts.stories.length, slug).toBeGreaterThan(0)
      expect(facts.firstInteraction.length, slug).toBeGreaterThan(0)
      // at least one step checks what the person then sees
      expect(
        facts.firstInteraction.some((step) => "expect" in step),
        slug,
      ).toBe(true)
    }
  })

  it("are plain data (the build hands them to the bundles as JSON)", () => {
    for (const [slug, facts] of entries) expect(JSON.parse(JSON.stringify(facts)), slug).toEqual(facts)
  })

  it("give unique slugs, labels and story slugs", () => {
    const unique = (list: readonly string[]) => new Set(list).size === list.length
    expect(unique(demos.map((demo) => demo.slug))).toBe(true)
    expect(unique(demos.map((demo) => demo.label))).toBe(true)
    for (const [slug, { stories }] of entries) {
      expect(unique(stories.map((story) => story.slug)), slug).toBe(true)
      for (const story of stories) expect(story.slug, slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
    for (const slug of demoSlugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })
})

describe("the views derived from the facts", () => {
  it("list every demo once, in the nav's order", () => {
    expect(builtLabels).toEqual(demos)
    expect(demos.map((demo) => [demo.slug, demo.label]).sort()).toEqual(
      entries.map(([slug, { label }]) => [slug, label]).sort(),
    )
  })

  it("carry each demo's description, keywords and timing", () => {
    expect(builtDescriptions).toEqual(Object.fromEntries(entries.map(([slug, facts]) => [slug, facts.description])))
    expect(builtKeywords).toEqual(Object.fromEntries(entries.map(([slug, facts]) => [slug, facts.keywords])))
    expect([...builtTimingDriven].sort()).toEqual(
      entries.flatMap(([slug, facts]) => (facts.timingDriven ? [slug] : [])),
    )
  })

  it("put every demo in exactly the group it names, groups in their order", () => {
    expect(builtGroups.map((group) => group.name)).toEqual(
      demoGroupNames.filter((name) => entries.some(([, facts]) => facts.group === name)),
    )
    const grouped = builtGroups.flatMap((group) => group.slugs.map((slug) => [slug, group.name]))
    expect(grouped.sort()).toEqual(entries.map(([slug, facts]) => [slug, facts.group]).sort())
  })

  it("give the browser suites each demo's first interaction and overlay", () => {
    expect(firstInteractions).toEqual(
      Object.fromEntries(entries.map(([slug, facts]) => [slug, facts.firstInteraction])),
    )
    expect(overlayOpeners).toEqual(
      Object.fromEntries(entries.flatMap(([slug, facts]) => (facts.overlay ? [[slug, facts.overlay]] : []))),
    )
  })
})
