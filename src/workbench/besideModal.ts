import { trackDismissableBranch } from "@zag-js/dismissable"
import { FocusTrap } from "@zag-js/focus-trap"
import { REGION, inRegion } from "./regions"

/**
 * The workbench stays usable while a modal widget is open. A modal zag layer hides everything outside
 * itself from assistive technology (aria-hidden, marked `data-aria-hidden`), turns pointer events off
 * outside it (on the body), traps focus, and closes on an outside interaction or Escape. Towards the
 * demo area and the nav all of that stays as zag does it; the workbench's regions (marked
 * `data-workbench-region`: the panel and the view settings bar) are carved out:
 * - zag's layers count them as a branch of every layer, so using them is no outside interaction;
 * - they take pointer input (their CSS sets `pointer-events: auto`, and lifts them above an open backdrop);
 * - they stay in the accessibility tree: a hidden ancestor is shown again and its other children hidden;
 * - focus may enter them: the first press or F6 into them pauses the widget's focus trap (zag's traps
 *   share one stack: a new trap pauses the one below), leaving them resumes it;
 * - Escape pressed in them is theirs, not the widget's.
 * F6 moves focus from the page to the panel and back, modal or not.
 */

/** What zag's aria-hidden walk marks (its marker) on the nodes it hides. */
const ZAG_HIDDEN = "data-aria-hidden"
/** What this module marks on the nodes it hides instead of a region's ancestor. */
const HIDDEN_HERE = "data-workbench-hidden"

const regions = () => [...document.querySelectorAll<HTMLElement>(REGION)]

/** Nodes the aria-hidden walk leaves alone (zag's list): live regions stay announced. */
const staysAnnounced = (node: Element) =>
  ["script", "output"].includes(node.localName) ||
  node.getAttribute("role") === "status" ||
  node.hasAttribute("aria-live")

/**
 * zag's focus traps, active and paused: one stack shared by every FocusTrap of `@zag-js/focus-trap` (one
 * copy, pinned), read from a trap of our own that is never activated (the field is private in the types).
 */
const focusTraps = () =>
  ((probe ??= new FocusTrap([], { document })) as unknown as { trapStack: Array<{ paused: boolean }> }).trapStack
let probe: FocusTrap | undefined

/**
 * Whether a widget holds the page's input: zag has hidden a region's ancestor, turned the body's pointer
 * events off, or a focus trap of a widget's is on.
 */
const modalOpen = () =>
  document.body.style.pointerEvents === "none" ||
  regions().some((region) => region.closest(`[${ZAG_HIDDEN}]`) !== null) ||
  focusTraps().some((trap) => trap !== panelTrap)

/** Hides the children of `parent` that hold no region, and walks on into those that hold one. */
function hideAllBut(parent: Element, kept: HTMLElement[]) {
  for (const child of parent.children) {
    const holds = kept.filter((region) => child.contains(region))
    if (holds.length === 0) {
      if (child.getAttribute("aria-hidden") === "true" || staysAnnounced(child)) continue
      child.setAttribute("aria-hidden", "true")
      child.setAttribute(HIDDEN_HERE, "")
    } else if (!holds.includes(child as HTMLElement)) hideAllBut(child, holds)
  }
}

/** Shows the regions again wherever zag hid one of their ancestors; undoes it all once zag has let go. */
function carveOut() {
  for (const node of document.querySelectorAll(`[${HIDDEN_HERE}]`)) {
    node.removeAttribute("aria-hidden")
    node.removeAttribute(HIDDEN_HERE)
  }
  const kept = regions()
  for (const region of kept) {
    const hidden = region.closest(`[${ZAG_HIDDEN}][aria-hidden="true"]`)
    if (!hidden) continue
    // zag's own cleanup removes this attribute again when its layer closes (it was not there before)
    hidden.removeAttribute("aria-hidden")
    if (hidden !== region) hideAllBut(hidden, kept)
  }
}

let panelTrap: FocusTrap | undefined
/** Where focus was before F6 moved it to the panel. */
let cameFrom: HTMLElement | null = null

/** Lets focus into the regions while a modal layer traps it: a trap of theirs pauses the widget's. */
function admitFocus() {
  if (panelTrap?.active || !modalOpen()) return
  panelTrap = new FocusTrap(regions(), {
    document,
    initialFocus: false,
    fallbackFocus: () => regions()[0],
    allowOutsideClick: true,
    escapeDeactivates: false,
    returnFocusOnDeactivate: false,
    preventScroll: true,
  })
  panelTrap.activate()
}

function releaseFocus() {
  if (!panelTrap?.active) return
  panelTrap.deactivate({ returnFocus: false })
  panelTrap = undefined
}

/** F6: from the page to the panel's open tab, and back to where focus was. */
function moveBetweenPanes() {
  const active = document.activeElement as HTMLElement | null
  if (inRegion(active)) {
    const back = cameFrom?.isConnected ? cameFrom : null
    releaseFocus()
    cameFrom = null
    ;(back ?? document.querySelector<HTMLElement>("main h1"))?.focus({ preventScroll: true })
    return
  }
  cameFrom = active && active !== document.body ? active : null
  admitFocus()
  document.querySelector<HTMLElement>(`${REGION} [role=tab][aria-selected=true]`)?.focus({ preventScroll: true })
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key === "F6" && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
    event.preventDefault()
    moveBetweenPanes()
    return
  }
  // Escape in the regions is theirs: the widget never sees it (a dialog's layer would close on it, a
  // tour's document listener too), while a zag menu open in a region gets it as usual (and the regions
  // have no Escape handler of their own)
  if (event.key === "Escape" && inRegion(event.target) && modalOpen()) {
    const ownLayer = (event.target as Element).closest("[data-scope][data-part=content]")
    if (ownLayer) return
    event.preventDefault()
    event.stopPropagation()
  }
}

function onPointerDown(event: PointerEvent) {
  if (inRegion(event.target)) admitFocus()
  else releaseFocus()
}

let started = false
const branches = new Map<HTMLElement, () => void>()

/** Makes the regions on the page now a branch of every zag layer (and forgets the ones that went). */
function trackRegions() {
  const now = regions()
  for (const [region, untrack] of branches)
    if (!now.includes(region)) {
      untrack()
      branches.delete(region)
    }
  for (const region of now) if (!branches.has(region)) branches.set(region, trackDismissableBranch(region))
}

/**
 * Keeps the workbench usable beside modal widgets: call it when the regions mount (a page's panel and
 * settings bar); the listeners start once per document.
 */
export function keepWorkbenchUsable() {
  trackRegions()
  if (started) return
  started = true
  // before zag's own listeners on the document: the window's capture phase comes first
  addEventListener("keydown", onKeyDown, true)
  addEventListener("pointerdown", onPointerDown, true)
  // zag hides and shows the page's nodes (aria-hidden, its marker) and turns the body's pointer events
  // on and off: the carve-out follows (two observers: the body's style alone, its subtree's hiding)
  const follow = () => {
    hiding.disconnect()
    carveOut()
    if (!modalOpen()) releaseFocus()
    observeHiding()
  }
  const hiding = new MutationObserver(follow)
  const observeHiding = () =>
    hiding.observe(document.body, { subtree: true, attributes: true, attributeFilter: ["aria-hidden", ZAG_HIDDEN] })
  new MutationObserver(follow).observe(document.body, { attributes: true, attributeFilter: ["style"] })
  carveOut()
  observeHiding()
  document.documentElement.setAttribute("data-workbench-beside-modals", "")
}
