import { useEffect, useState } from "react"
import { demoAreaRoots, inDemoArea } from "../demoArea"
import { type PartOnPage, partsOnPage } from "./partsOnPage"

const keyOf = (parts: PartOnPage[]) => JSON.stringify(parts)

/**
 * A machine's parts as the demo area shows them, kept live: a change in the demo area (an element added,
 * an attribute set, a popup portalled to `<body>`) counts them again in the next frame, once however many
 * changes that frame brings. Changes in the workbench's own elements are no reason to.
 */
export function useAnatomyOnPage(scope: string, parts: readonly string[]): PartOnPage[] {
  const [onPage, setOnPage] = useState<PartOnPage[]>(() => partsOnPage(demoAreaRoots(), scope, parts))

  useEffect(() => {
    let frame = 0
    const count = () => {
      frame = 0
      const next = partsOnPage(demoAreaRoots(), scope, parts)
      setOnPage((previous) => (keyOf(previous) === keyOf(next) ? previous : next))
    }
    const observer = new MutationObserver((records) => {
      if (frame === 0 && records.some((record) => inDemoArea(record.target))) frame = requestAnimationFrame(count)
    })
    observer.observe(document.body, { subtree: true, childList: true, attributes: true })
    count()
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [scope, parts])

  return onPage
}
