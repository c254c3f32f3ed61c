import * as splitter from "@zag-js/splitter"

/**
 * The splitter's zag workarounds. @zag-js/splitter 1.47.0 sets the page's cursor during a drag with an inline
 * `<style>`, which the gallery's Content-Security-Policy blocks: the fix (and its tests) live with the
 * workbench's own splitter panel, which needs it first (src/workbench/panel/fixes.ts); the page and the
 * stories take it from here.
 */
import { machineWithoutInlineStyle } from "../../workbench/panel/fixes"

export { machineWithoutInlineStyle }

const CURSOR_ATTRIBUTE = "data-splitter-cursor"

/** The registry's cursor methods: private in zag's types, plain prototype methods at run time. */
type RegistryCursor = {
  setGlobalCursor: (cursor: string) => void
  clearGlobalCursor: () => void
}

/**
 * @zag-js/splitter 1.47.0: the multi-drag registry (`splitter.registry()`) shows its resize cursor whenever the
 * pointer comes near a handle, by adding a `<style>` element to `<head>` (`* { cursor: … !important }`); the
 * gallery's Content-Security-Policy (`style-src 'self'`, no nonce) blocks it and reports a violation on every
 * hover. The fix gives the registry's two cursor methods to `<html>`'s `data-splitter-cursor` attribute
 * instead (`ew-resize`, `ns-resize`, or `move` at a crossing), which splitter.css turns into the cursor. It also
 * clears the cursor when the last handle leaves: zag keeps it if the splitters go (the next story) while the
 * pointer rests near a handle.
 */
export function registryWithoutInlineStyle(options?: splitter.SplitterRegistryOptions): splitter.SplitterRegistry {
  const registry = splitter.registry(options)
  const cursor: RegistryCursor = {
    setGlobalCursor: (value) => document.documentElement.setAttribute(CURSOR_ATTRIBUTE, value),
    clearGlobalCursor: () => document.documentElement.removeAttribute(CURSOR_ATTRIBUTE),
  }
  Object.assign(registry as unknown as RegistryCursor, cursor)
  const register = registry.register.bind(registry)
  let registered = 0
  registry.register = (handle) => {
    const unregister = register(handle)
    let gone = false
    registered++
    return () => {
      if (gone) return
      gone = true
      unregister()
      if (--registered === 0) cursor.clearGlobalCursor()
    }
  }
  return registry
}

type Actions = NonNullable<NonNullable<typeof splitter.machine.implementations>["actions"]>
const actions = machineWithoutInlineStyle.implementations?.actions as Actions

/**
 * @zag-js/splitter 1.47.0: Enter on a handle collapses the panel before it (or expands it to its minimum), but
 * zag's `collapseOrExpandPanel` measures that step from the panel's current size and applies it to the layout
 * the splitter started with (`refs.initialSize`): every other panel jumps back to its first size. With Left
 * widened from 25 to 26 %, collapsing Centre to 10 % gives [25, 10, 65] instead of [26, 10, 64], and Enter
 * again gives [25, 65, 10] instead of [26, 30, 44]. The fix runs zag's own action with the current layout as
 * its start (it falls back to it when there is no initial one). Includes machineWithoutInlineStyle.
 */
export const machineWithCollapseFromCurrentLayout: typeof splitter.machine = {
  ...machineWithoutInlineStyle,
  implementations: {
    ...machineWithoutInlineStyle.implementations,
    actions: {
      ...actions,
      collapseOrExpandPanel(params) {
        const refs: typeof params.refs = {
          // zag reads `refs.get("initialSize") ?? sizes`: no initial layout, so the current one
          get: (key) => (key === "initialSize" ? null : params.refs.get(key)) as never,
          set: (key, value) => params.refs.set(key, value),
        }
        actions.collapseOrExpandPanel({ ...params, refs })
      },
    },
  },
}
