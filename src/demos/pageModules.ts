import type { ComponentType } from "react"
import type { ControlSchema, ControlSpec } from "../workbench/controls/schema"
import type { DemoEntry } from "./facts"
import { isStoryModule } from "./pageList"

type Module<T> = { default: T }

/**
 * Every page's module, found by convention, each its own lazy chunk: a folder's page
 * (`src/demos/<folder>/<Name>Page.tsx`) or a story module (`src/demos/<component>/stories/<story>.tsx`,
 * with its controls in `<story>.controls.ts` if it has any), which the workbench's story page wraps. This
 * map is itself loaded lazily, so the shell carries the registry's names but none of the import wrappers.
 */
const pages = import.meta.glob<Module<ComponentType>>("./*/*Page.tsx")
const stories = import.meta.glob<Module<ComponentType>>("./*/stories/*.tsx")
const storyControls = import.meta.glob<Module<ControlSpec<ControlSchema>>>("./*/stories/*.controls.ts")

export function pageModuleFor(demo: DemoEntry): () => Promise<Module<ComponentType>> {
  if (isStoryModule(demo)) {
    const path = `./${demo.component}/stories/${demo.story}`
    const load = stories[`${path}.tsx`]
    if (!load) throw new Error(`no story module src/demos/${demo.component}/stories/${demo.story}.tsx`)
    const controls = storyControls[`${path}.controls.ts`]
    return async () => {
      const [story, spec, { storyPage }, { storyMeta }] = await Promise.all([
        load(),
        controls?.(),
        import("../workbench/story/StoryPage"),
        import("virtual:demos/story-meta"),
      ])
      return { default: storyPage(story.default, { ...storyMeta[demo.slug], controls: spec?.default }) }
    }
  }
  const paths = Object.keys(pages).filter((path) => path.startsWith(`./${demo.slug}/`))
  if (paths.length !== 1)
    throw new Error(`src/demos/${demo.slug}/ must hold exactly one *Page.tsx (found ${paths.length})`)
  return pages[paths[0]]
}

export const pageModulePaths = () => Object.keys(pages)
export const storyModulePaths = () => Object.keys(stories)
