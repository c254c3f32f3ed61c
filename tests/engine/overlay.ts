import type { OverlayOpener } from "../../src/demos/registry"
import type { Step, Target } from "../../src/demos/interactions"

/**
 * The registry's opener as engine-neutral steps. Its triggers are Playwright selectors: CSS, or
 * `<css> >> role=button[name='…']`, which becomes a `{ css, name }` target.
 */
export function overlaySteps(overlay: OverlayOpener): Step[] {
  const trigger = asTarget(overlay.trigger)
  const open: Step = (() => {
    switch (overlay.via ?? "click") {
      case "click":
        return { click: trigger }
      case "hover":
        return { hover: trigger }
      case "focus":
        return { focus: trigger }
      case "contextmenu":
        return { click: trigger, button: "right" as const }
    }
  })()
  return [open, { expect: overlay.opened ?? '[data-part="content"][data-state="open"]', is: "visible" }]
}

function asTarget(selector: string): Target {
  const byRole = /^(.+?) >> role=button\[name='([^']+)'\]$/.exec(selector)
  if (byRole) return { css: `${byRole[1]} button, ${byRole[1]} [role=button]`, name: byRole[2] }
  if (selector.includes(">>"))
    throw new Error(`overlay trigger ${selector}: only CSS or "<css> >> role=button[name='…']" are understood`)
  return selector
}
