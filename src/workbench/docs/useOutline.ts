import { useEffect } from "react"
import { demoAreaRoots, WORKBENCH_OVERLAY } from "../demoArea"
import { elementsOf, isShown } from "./partsOnPage"

/** Sets a box's place and size to the rectangle, where it moved. */
function place(box: HTMLElement, rect: DOMRect) {
  const style = { left: `${rect.left}px`, top: `${rect.top}px`, width: `${rect.width}px`, height: `${rect.height}px` }
  for (const [name, value] of Object.entries(style))
    if (box.style.getPropertyValue(name) !== value) box.style.setProperty(name, value)
}

/**
 * Outlines the demo area's elements of a part: boxes drawn over them in a layer of their own at the end of
 * `<body>` (above any popup, deaf to the pointer, hidden from assistive technology), never a change to the
 * widget's elements. The boxes follow the elements each frame while the part is outlined (a popup that
 * positions itself, a scrolled stage, an element that appears); nothing at all runs otherwise.
 */
export function useOutline(scope: string, part: string | null) {
  useEffect(() => {
    if (part === null) return
    const layer = document.createElement("div")
    layer.className = "anatomy-outline"
    layer.setAttribute(WORKBENCH_OVERLAY, "")
    layer.setAttribute("aria-hidden", "true")
    document.body.append(layer)
    let frame = 0
    const draw = () => {
      const rects = elementsOf(demoAreaRoots(), scope, part)
        .filter(isShown)
        .map((element) => element.getBoundingClientRect())
        .filter((rect) => rect.width > 0 || rect.height > 0)
      while (layer.children.length > rects.length) layer.lastElementChild!.remove()
      while (layer.children.length < rects.length) layer.append(document.createElement("div"))
      rects.forEach((rect, index) => place(layer.children[index] as HTMLElement, rect))
      frame = requestAnimationFrame(draw)
    }
    draw()
    return () => {
      cancelAnimationFrame(frame)
      layer.remove()
    }
  }, [scope, part])
}
