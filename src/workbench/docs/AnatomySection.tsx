import { useState } from "react"
import { DocsEntry } from "./DocsEntry"
import type { PartOnPage } from "./partsOnPage"
import { useAnatomyOnPage } from "./useAnatomyOnPage"
import { useOutline } from "./useOutline"

type AnatomySectionProps = {
  /** The `data-scope` of the machine's elements. */
  scope: string
  parts: string[]
  /** The page runs other machines of this package: they share the scope, so their elements count too. */
  sharedScope: boolean
}

/**
 * Each part of the machine's anatomy with the demo area's elements that carry it, live: how many, and their
 * `data-*` attributes. Hovering or focusing a part outlines its elements on the page; pressing it keeps the
 * outline while the pointer and focus are elsewhere (on the widget).
 */
export function AnatomySection({ scope, parts, sharedScope }: AnatomySectionProps) {
  const onPage = useAnatomyOnPage(scope, parts)
  const [hovered, setHovered] = useState<string | null>(null)
  const [focused, setFocused] = useState<string | null>(null)
  const [kept, setKept] = useState<string | null>(null)
  useOutline(scope, hovered ?? focused ?? kept)
  if (parts.length === 0) return <p>This machine has no anatomy: it renders no element of its own.</p>
  const leave = (part: string) => (current: string | null) => (current === part ? null : current)
  return (
    <>
      <p>
        The elements with <code dir="ltr">data-scope=&quot;{scope}&quot;</code> in the demo area, by their{" "}
        <code dir="ltr">data-part</code>. Hover or focus a part to outline them on the page; press it to keep the
        outline. Hidden elements (a closed popup&apos;s content) are counted apart.
        {sharedScope && ` The page runs more than one ${scope} machine: each one's count includes the others'.`}
      </p>
      <ul className="docs-list">
        {onPage.map((onPart) => (
          <PartRow
            key={onPart.part}
            onPart={onPart}
            kept={kept === onPart.part}
            onHover={(hover) => setHovered(hover ? onPart.part : leave(onPart.part))}
            onFocus={(focus) => setFocused(focus ? onPart.part : leave(onPart.part))}
            onKeep={() => setKept((current) => (current === onPart.part ? null : onPart.part))}
          />
        ))}
      </ul>
    </>
  )
}

/** `1 element`, `not on the page now, 1 hidden`. */
function countOf({ shown, hidden }: PartOnPage) {
  const count = shown === 0 ? "not on the page now" : shown === 1 ? "1 element" : `${shown} elements`
  return hidden > 0 ? `${count}, ${hidden} hidden` : count
}

type PartRowProps = {
  onPart: PartOnPage
  kept: boolean
  onHover: (hover: boolean) => void
  onFocus: (focus: boolean) => void
  onKeep: () => void
}

function PartRow({ onPart, kept, onHover, onFocus, onKeep }: PartRowProps) {
  const count = countOf(onPart)
  return (
    <DocsEntry
      onPointerEnter={() => onHover(true)}
      onPointerLeave={() => onHover(false)}
      name={
        <button
          type="button"
          className="anatomy-part"
          // the name as one phrase ("trigger, 1 element"): a flex button's children would be read apart
          aria-label={`${onPart.part}, ${count}`}
          aria-pressed={kept}
          onFocus={() => onFocus(true)}
          onBlur={() => onFocus(false)}
          onClick={onKeep}
        >
          <code className="docs-name" dir="ltr">
            {onPart.part}
          </code>
          <span className={onPart.shown === 0 ? "anatomy-count anatomy-absent" : "anatomy-count"}>{count}</span>
        </button>
      }
    >
      {onPart.attributes.length > 0 && (
        <p className="anatomy-attributes" dir="ltr">
          {onPart.attributes.map((attribute) => (
            <code key={attribute}>{attribute}</code>
          ))}
        </p>
      )}
    </DocsEntry>
  )
}
