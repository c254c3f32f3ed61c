import type { ComponentType } from "react"

/**
 * Every demo's page module, found by convention (`src/demos/<slug>/<Name>Page.tsx`), each its own lazy
 * chunk. This map is itself loaded lazily, so the shell carries the registry's names but none of the
 * import wrappers (one per demo page).
 */
const modules = import.meta.glob<{ default: ComponentType }>("./*/*Page.tsx")

export function pageModuleFor(slug: string) {
  const paths = Object.keys(modules).filter((path) => path.startsWith(`./${slug}/`))
  if (paths.length !== 1) throw new Error(`src/demos/${slug}/ must hold exactly one *Page.tsx (found ${paths.length})`)
  return modules[paths[0]]
}

export const pageModulePaths = () => Object.keys(modules)
