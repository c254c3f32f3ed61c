// @vitest-environment node
import { readFileSync } from "node:fs"
import { dirname, resolve } from "node:path"
import { describe, expect, it } from "vitest"
import { type ControlSchema, type ControlSpec, defaultValues } from "../workbench/controls/schema"
import { writeControlsIn } from "../workbench/code/storySource"
import { compileTsx, projectRoot } from "../testing/compileTsx"
import { isStoryModule } from "./pageList"
import { demos } from "./registry"

const root = projectRoot(import.meta.url)
const stories = demos.filter(isStoryModule)
const controls = import.meta.glob<ControlSpec<ControlSchema>>("./*/stories/*.controls.ts", {
  eager: true,
  import: "default",
})

/**
 * What a story module may import: React, zag, the libraries the spec names, its own component's files,
 * the gallery's sample data (src/data/), and the stylesheet of a widget it composes (a tooltip story's dialog
 * takes the dialog's look from src/demos/dialog/dialog.css) or shares with sibling demos (the date pickers'
 * src/widgets/date-picker/date-picker.css).
 */
const ALLOWED = [
  /^react(-dom)?(\/.*)?$/,
  /^@zag-js\/[a-z0-9-]+$/,
  /^@internationalized\/date$/,
  /^@tanstack\/react-virtual$/,
  /^react-hook-form$/,
  /^browser-image-compression$/,
  /^emojibase-data\/.+$/,
]
const importsOf = (source: string) => [...source.matchAll(/^import\s[^"']*["']([^"']+)["']/gm)].map((m) => m[1])

describe("story modules (src/demos/<component>/stories/<story>.tsx)", () => {
  it("import only React, zag, the named libraries and their own component's files", () => {
    for (const story of stories) {
      const file = `src/demos/${story.component}/stories/${story.story}.tsx`
      for (const specifier of importsOf(readFileSync(`${root}/${file}`, "utf8"))) {
        const target = specifier.startsWith(".") ? resolve(dirname(`${root}/${file}`), specifier) : undefined
        const own = [`${root}/src/demos/${story.component}/`, `${root}/src/data/`]
        const composedStyles = /\/src\/(demos|widgets)\/([a-z-]+)\/\2\.css$/
        const allowed = target
          ? own.some((folder) => target.startsWith(folder)) || composedStyles.test(target)
          : ALLOWED.some((pattern) => pattern.test(specifier))
        expect(allowed, `${file} imports ${specifier}`).toBe(true)
      }
    }
  })

  it("compile as a plain React app's modules, as the Code tab copies them, with their controls at other values", () => {
    const files = new Map<string, string | undefined>()
    for (const story of stories) {
      const path = `${root}/src/demos/${story.component}/stories/${story.story}.tsx`
      const source = readFileSync(path, "utf8")
      files.set(path, source)
      const spec = controls[`./${story.component}/stories/${story.story}.controls.ts`]
      if (!spec) continue
      // every boolean flipped, in a right-to-left view: the code the tab shows for it
      const values: Record<string, unknown> = { ...defaultValues(spec.fields) }
      for (const [key, def] of Object.entries(spec.fields)) if (def.kind === "boolean") values[key] = !def.default
      files.set(
        path.replace(/\.tsx$/, ".changed.tsx"),
        writeControlsIn(source, spec.fields, values as never, { dir: "rtl", locale: "de-DE" }),
      )
    }
    expect(compileTsx(files, root)).toEqual([])
  }, 180_000)
})
