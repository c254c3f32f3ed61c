import type { ComponentType } from "react"
import type { DemoEntry } from "../demos/registry"

type PagePromise = Promise<ComponentType> & { status?: "fulfilled"; value?: ComponentType }

const loading = new Map<string, PagePromise>()

type PageModule = { default: ComponentType }

/**
 * Loads (once) the page module of a demo; later calls share the same promise. Once loaded, the promise
 * carries its value the way React's `use` reads it, so a loaded page renders without suspending.
 * `url` is the page chunk that a pre-rendered page names (see `initialPageModule`): the first page then
 * loads without the map of all 46 page modules, which waits for the first navigation or idle time.
 */
export function loadPage(demo: DemoEntry, url?: string): Promise<ComponentType> {
  let promise = loading.get(demo.slug)
  if (!promise) {
    const module: Promise<PageModule> = url
      ? import(/* @vite-ignore */ url)
      : import("../demos/pageModules").then(({ pageModuleFor }) => pageModuleFor(demo.slug)())
    const pending: PagePromise = module
      .then((module) => {
        pending.status = "fulfilled"
        pending.value = module.default
        return module.default
      })
    // a failed chunk may be retried by the next navigation
    pending.catch(() => loading.delete(demo.slug))
    loading.set(demo.slug, pending)
    promise = pending
  }
  return promise
}

export const isPageLoaded = (demo: DemoEntry) => loading.get(demo.slug)?.status === "fulfilled"

/** The page chunk a pre-rendered demo page preloads and names (`<link rel="modulepreload" data-page-module>`). */
export function initialPageModule(): string | undefined {
  return document.querySelector<HTMLLinkElement>("link[data-page-module]")?.href
}
