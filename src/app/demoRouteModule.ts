import { type ComponentType, use } from "react"
import type { DemoEntry } from "../demos/registry"

export type DemoRouteComponent = ComponentType<{ demo: DemoEntry }>

// The shell's part that only demo pages need, loaded on the first demo page (home never loads it). A
// pre-rendered demo page's entry provides it up front, so hydration never waits for it.
let loaded: DemoRouteComponent | undefined
let loading: Promise<DemoRouteComponent> | undefined

export function provideDemoRoute(component: DemoRouteComponent) {
  loaded = component
}

export const isDemoRouteLoaded = () => loaded !== undefined

/** The demo route component; suspends while it loads. */
export function useDemoRoute(): DemoRouteComponent {
  if (loaded) return loaded
  loading ??= import("./DemoRoute").then((module) => (loaded = module.default))
  return use(loading)
}
