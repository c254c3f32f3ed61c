// @vitest-environment node
import { guide } from "./toc/stories/guide"
import { compileTsx, projectRoot } from "../testing/compileTsx"
import { describe, expect, it } from "vitest"
import { type ControlSchema, defaultValues } from "../workbench/controls/schema"
import { accordionItems, accordionText } from "../data/accordion"
import { selectCountries } from "../data/countries"
import { sampleBrands } from "../data/marquee"
import { menuOptionGroups, nestedMenuLevels } from "../data/menus"
import { siteMenu } from "../data/site-menu"
import { signUpSteps } from "../data/steps"
import { textStyles } from "../data/text-styles"
import { CONTACT_COUNT, FIRST_PAGE } from "./pagination/contacts"
import { tourSteps } from "./tour/steps"
import { type CodeTemplate, renderSnippet, type ViewOptions } from "../workbench/code/snippet"
import { demos as allPages } from "./registry"
import { isStoryModule } from "./pageList"

/** The gallery pages with a snippet template (story modules show their own source). */
const demos = allPages.filter((demo) => !isStoryModule(demo))

const templates = import.meta.glob<CodeTemplate>("./*/code.ts", { eager: true, import: "default" })
const templateOf = (slug: string) => templates[`./${slug}/code.ts`]
const OTHER_VIEW: ViewOptions = { dir: "rtl", locale: "ar-EG" }

/** Each demo's controls: the one spec its folder's `controls.ts` exports. */
const controlModules = import.meta.glob<Record<string, unknown>>("./*/controls.ts", { eager: true })
function schemaOf(slug: string): ControlSchema {
  const specs = Object.values(controlModules[`./${slug}/controls.ts`] ?? {}).filter(
    (value): value is { fields: ControlSchema } => typeof value === "object" && value !== null && "fields" in value,
  )
  if (specs.length !== 1) throw new Error(`no single control spec in src/demos/${slug}/controls.ts`)
  return specs[0].fields
}

/** Snippets with values other than the defaults, to check the options' code too. */
const variants: Array<[slug: string, values: Record<string, string | number | boolean>]> = [
  ["accordion", { multiple: true, collapsible: true, orientation: "horizontal" }],
  ["number-input", { min: 5, "formatOptions.style": "currency", "formatOptions.maximumFractionDigits": 2 }],
  ["splitter", { "a.minSize": 20, "b.maxSize": 70, orientation: "vertical" }],
  ["date-picker-range", { min: "2024-01-01", max: "2024-12-31", startOfWeek: 1 }],
  ["time-picker", { min: "09:30", withSeconds: true, "steps.minute": 5 }],
  ["toast", { max: 3, overlap: false, pauseOnPageIdle: true, placement: "top-end" }],
  ["carousel", { autoplay: true, loop: true, orientation: "vertical", slidesPerView: 2 }],
  ["rating-group", { max: 10, allowHalf: false }],
  ["popover", { closeOnEsc: false, modal: true }],
  ["tooltip", { placement: "left", openDelay: 200 }],
  ["progress", { max: "200", orientation: "vertical" }],
  ["signature-pad", { "drawing.size": 2, "drawing.simulatePressure": false }],
]

const root = projectRoot(import.meta.url)
const join = (...parts: string[]) => parts.join("/")

describe("code snippets", () => {
  it("every demo has a snippet template", () => {
    expect(demos.filter((demo) => !templateOf(demo.slug)).map((demo) => demo.slug)).toEqual([])
  })

  it("no snippet links to or loads from another host (the gallery works offline)", () => {
    const remote = demos.filter((demo) => {
      const template = templateOf(demo.slug)
      const schema = schemaOf(demo.slug)
      // a URL as data (the clipboard's text, the QR code's value) is fine; an href or src is not
      return (
        template && /\b(?:href|src)=["'{`]*https?:\/\//.test(renderSnippet(template, schema, defaultValues(schema)))
      )
    })
    expect(remote.map((demo) => demo.slug)).toEqual([])
  })

  it("every demo's default snippet, and some with other values, compile as React components, in RTL and another locale", () => {
    const files = new Map<string, string>()
    for (const demo of demos) {
      const template = templateOf(demo.slug)
      if (!template) continue
      const schema = schemaOf(demo.slug)
      // `dir` and `locale` only go to machines that take them, or these would not compile
      files.set(
        join(root, `src/__snippets__/${demo.slug}.tsx`),
        renderSnippet(template, schema, defaultValues(schema), OTHER_VIEW),
      )
    }
    variants.forEach(([slug, values], index) => {
      const template = templateOf(slug)
      const schema = schemaOf(slug)
      for (const key of Object.keys(values)) expect(schema, `${slug} has a control ${key}`).toHaveProperty([key])
      const all = { ...defaultValues(schema), ...values }
      files.set(join(root, `src/__snippets__/${slug}.variant${index}.tsx`), renderSnippet(template, schema, all))
    })
    expect(compileTsx(files, root)).toEqual([])
    // the TypeScript compiler over ~60 files takes a minute or two on a busy 2-core machine
  }, 180_000)

  it("shows the page's own data: the accordion's items and text, an excerpt of the select's countries", () => {
    const accordion = renderSnippet(
      templateOf("accordion"),
      schemaOf("accordion"),
      defaultValues(schemaOf("accordion")),
    )
    for (const item of accordionItems) expect(accordion).toContain(`{ id: "${item.id}", label: "${item.label}" }`)
    expect(accordion).toContain(accordionText)
    expect(accordion).not.toContain("Watercraft")

    const select = renderSnippet(templateOf("select"), schemaOf("select"), defaultValues(schemaOf("select")))
    expect(select).toContain(`// the first 8 of the page's ${selectCountries.length} countries (src/data/countries.ts)`)
    for (const country of selectCountries.slice(0, 8)) expect(select).toContain(`label: "${country.label}"`)
  })

  it("shows the page's own data on the navigation menu, steps, toc, menus, toggle group and tour", () => {
    const snippet = (slug: string) => renderSnippet(templateOf(slug), schemaOf(slug), defaultValues(schemaOf(slug)))

    const navigation = snippet("navigation-menu")
    // a link's entry on one line, or one key a line where that is too long
    for (const link of siteMenu.flatMap((section) => section.links))
      expect(navigation.replace(/,?\n\s*/g, ", ")).toContain(
        `id: "${link.id}", label: "${link.label}", blurb: "${link.blurb}"`,
      )

    const steps = snippet("steps")
    for (const step of signUpSteps)
      for (const text of [`title: "${step.title}"`, `name: "${step.field.name}"`, `label: "${step.field.label}"`])
        expect(steps).toContain(text)
    expect(steps).not.toContain(`{ title: "Account", label: "Email" }`)

    const article = snippet("toc")
    for (const section of guide) {
      expect(article).toContain(`id: "${section.id}"`)
      expect(article).toContain(`title: "${section.title}"`)
      for (const text of section.paragraphs) expect(article).toContain(JSON.stringify(text))
    }
    expect(article).not.toContain("<p>…</p>")

    const nested = snippet("nested-menu")
    for (const item of nestedMenuLevels.flat())
      expect(nested).toContain(`label: "${item.label}", value: "${item.value}"`)

    const toggles = snippet("toggle-group")
    for (const style of textStyles)
      expect(toggles).toContain(`{ value: "${style.value}", text: "${style.text}", name: "${style.name}" }`)

    const tour = snippet("tour")
    for (const step of tourSteps) {
      expect(tour).toContain(`id: "${step.id}"`)
      expect(tour).toContain(`description: ${JSON.stringify(step.description)}`)
      if (step.target) expect(tour).toContain(`id="${step.id}"`)
    }
    expect(tour).not.toContain(`description: "Ready to begin the tour?"`)
  })

  it("shows the page's own data on the menu options, pagination and marquee too", () => {
    const snippet = (slug: string) => renderSnippet(templateOf(slug), schemaOf(slug), defaultValues(schemaOf(slug)))

    const options = snippet("menu-options")
    for (const item of [...menuOptionGroups.order, ...menuOptionGroups.type])
      expect(options).toContain(`{ label: "${item.label}", value: "${item.value}" }`)
    expect(options).not.toContain(`"pdf"`)

    const pages = snippet("pagination")
    expect(pages).toContain(
      `// the first ${FIRST_PAGE.length} of the page's ${CONTACT_COUNT} contacts (src/data/contacts.json)`,
    )
    for (const contact of FIRST_PAGE) expect(pages).toContain(`email: "${contact.email}"`)
    expect(pages).toContain(`count: CONTACT_COUNT,`)

    const marquee = snippet("marquee")
    expect(marquee).toContain("const sampleBrands = [")
    for (const brand of sampleBrands) expect(marquee).toContain(JSON.stringify(brand))
  })

  it("passes the view's dir and locale when they aren't zag's defaults, each to the machines that take it", () => {
    const options = (slug: string, view: ViewOptions) =>
      renderSnippet(templateOf(slug), schemaOf(slug), defaultValues(schemaOf(slug)), view)
    expect(options("number-input", OTHER_VIEW)).toContain(`    id: useId(),\n    dir: "rtl",\n    locale: "ar-EG",`)
    expect(options("accordion", OTHER_VIEW)).toContain(`dir: "rtl",`)
    expect(options("accordion", OTHER_VIEW)).not.toContain("locale")
    expect(options("clipboard", OTHER_VIEW)).not.toMatch(/\bdir:|locale:/)
    expect(options("number-input", { dir: "ltr", locale: "en-US" })).not.toMatch(/\bdir:|locale:/)
  })
})
