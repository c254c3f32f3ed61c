import { readdirSync } from "node:fs"
import { dirname } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { components as builtComponents } from "virtual:demos/labels"
import { demos as builtPages } from "virtual:demos/pages"
import { demoDescriptions as builtDescriptions } from "virtual:demos/descriptions"
import { demoGroups as builtGroups } from "virtual:demos/groups"
import { demoKeywords as builtKeywords } from "virtual:demos/keywords"
import { storyMeta as builtStoryMeta } from "virtual:demos/story-meta"
import { timingDriven as builtTimingDriven } from "virtual:demos/timing-driven"
import { allFacts, demoSlugs } from "./allFacts"
import { demoGroupNames } from "./facts"
import { labelOfSlug } from "./pageList"
import { aliases, components, demos, overlayOpeners, pages } from "./registry"
import { firstInteractions } from "./interactions"

const folder = dirname(fileURLToPath(import.meta.url))
const entries = Object.entries(allFacts)
const componentFacts = entries.filter(([, facts]) => facts.stories)
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

describe("each demo folder's facts (src/demos/<folder>/demo.ts)", () => {
  it("are in every demo folder", () => {
    const folders = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    expect(folders.map((entry) => entry.name).sort()).toEqual([...demoSlugs])
    expect(demoSlugs.length).toBeGreaterThan(0)
  })

  it("name a label and keywords; a component also a known group, a description and its stories", () => {
    for (const [slug, facts] of entries) {
      expect(facts.label, slug).toMatch(/\S/)
      expect(facts.keywords.length, slug).toBeGreaterThan(0)
    }
    for (const [slug, facts] of componentFacts) {
      expect(demoGroupNames, slug).toContain(facts.group)
      expect(facts.description, slug).toMatch(/\S/)
      expect(facts.stories?.length, slug).toBeGreaterThan(0)
    }
  })

  it("list every folder's page as exactly one story, and no other folder", () => {
    const shown = componentFacts.flatMap(([, facts]) => facts.stories!.flatMap((story) => story.page ?? []))
    expect(shown.sort()).toEqual(entries.flatMap(([slug, facts]) => (facts.firstInteraction ? [slug] : [])).sort())
  })

  it("give every page a first interaction that checks what the person then sees", () => {
    for (const page of pages) {
      expect(page.firstInteraction?.length, page.slug).toBeGreaterThan(0)
      expect(
        page.firstInteraction!.some((step) => "expect" in step),
        page.slug,
      ).toBe(true)
    }
  })

  it("are plain data (the build hands them to the bundles as JSON)", () => {
    for (const [slug, facts] of entries) expect(JSON.parse(JSON.stringify(facts)), slug).toEqual(facts)
  })

  it("give unique page slugs, headings, story slugs and paths", () => {
    const unique = (list: readonly string[]) => new Set(list).size === list.length
    expect(unique(demos.map((demo) => demo.slug))).toBe(true)
    expect(unique(demos.map((demo) => demo.label))).toBe(true)
    expect(unique([...demos.map((demo) => demo.slug), ...Object.keys(aliases)])).toBe(true)
    for (const component of components) {
      const stories = demos.filter((demo) => demo.component === component.slug).map((demo) => demo.story)
      expect(stories.length, component.slug).toBe(component.count ?? 1)
      expect(unique(stories), component.slug).toBe(true)
      for (const story of stories) expect(story, component.slug).toMatch(SLUG)
    }
    for (const slug of demoSlugs) expect(slug).toMatch(SLUG)
  })
})

describe("the views derived from the facts", () => {
  it("list every component once, by label, each with its stories", () => {
    expect(builtComponents.map((c) => ({ ...c, label: c.label ?? labelOfSlug(c.slug) }))).toEqual(
      components.map(({ count: _count, ...component }) => component),
    )
    expect(builtPages).toEqual(demos)
    const labels = components.map((component) => component.label.toLowerCase())
    expect(labels).toEqual([...labels].sort())
  })

  it("give each page one path of its own and its story path, and each component's first story its path", () => {
    for (const demo of demos) {
      const storyPath = `${demo.component}/${demo.story}`
      expect(demo.slug === storyPath || aliases[storyPath] === demo.slug, demo.slug).toBe(true)
    }
    for (const component of components) {
      const first = demos.find((demo) => demo.component === component.slug)!
      expect(first.slug === component.slug || aliases[component.slug] === first.slug, component.slug).toBe(true)
      expect(first.story === "basic" || aliases[`${component.slug}/basic`] === first.slug, component.slug).toBe(true)
    }
  })

  it("carry each component's description, each page's keywords, timing and story facts", () => {
    expect(builtDescriptions).toEqual(
      Object.fromEntries(componentFacts.map(([slug, facts]) => [slug, facts.description])),
    )
    expect(Object.keys(builtKeywords).sort()).toEqual(demos.map((demo) => demo.slug).sort())
    expect([...builtTimingDriven].sort()).toEqual(
      pages.flatMap((page) => (page.timingDriven ? [page.slug] : [])).sort(),
    )
    expect(Object.keys(builtStoryMeta).sort()).toEqual(
      demos.flatMap((demo) => (demo.slug.includes("/") ? [demo.slug] : [])).sort(),
    )
  })

  it("put every component in exactly the group it names, groups in their order", () => {
    expect(builtGroups.map((group) => group.name)).toEqual(
      demoGroupNames.filter((name) => componentFacts.some(([, facts]) => facts.group === name)),
    )
    const grouped = builtGroups.flatMap((group) => group.slugs.map((slug) => [slug, group.name]))
    expect(grouped.sort()).toEqual(componentFacts.map(([slug, facts]) => [slug, facts.group]).sort())
  })

  it("give the browser suites each page's first interaction and overlay", () => {
    expect(firstInteractions).toEqual(Object.fromEntries(pages.map((page) => [page.slug, page.firstInteraction])))
    expect(overlayOpeners).toEqual(
      Object.fromEntries(pages.flatMap((page) => (page.overlay ? [[page.slug, page.overlay]] : []))),
    )
  })
})
