import type { ComponentType } from "react"
import type { DemoEntry } from "../demos/facts"
import { loadAllPages, pagesOfComponent } from "./pageIndex"

type PagePromise = Promise<ComponentType> & { status?: "fulfilled"; value?: ComponentType }

const loading = new Map<string, PagePromise>()

type PageModule = { default: ComponentType }

/**
 * Loads (once) the page module of a demo; later calls share the same promise. Once loaded, the promise
 * carries its value the way React's `use` reads it, so a loaded page renders without suspending.
 */
export function loadPage(demo: DemoEntry): Promise<ComponentType> {
  let promise = loading.get(demo.slug)
  if (!promise) {
    // the page's module, and its component's pages (for the nav and the route) if they are not here yet
    const module: Promise<PageModule> = Promise.all([
      import("../demos/pageModules").then(({ pageModuleFor }) => pageModuleFor(demo)()),
      pagesOfComponent(demo.component) ?? loadAllPages(),
    ]).then(([module]) => module)
    const pending: PagePromise = module.then((module) => {
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

/** Hands over a page module that is already loaded (a pre-rendered demo page's entry imports it). */
export function providePage(demo: DemoEntry, Page: ComponentType) {
  const ready: PagePromise = Object.assign(Promise.resolve(Page), { status: "fulfilled" as const, value: Page })
  loading.set(demo.slug, ready)
}

export const isPageLoaded = (demo: DemoEntry) => loading.get(demo.slug)?.status === "fulfilled"
