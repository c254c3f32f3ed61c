import type { ReactNode } from "react"
import { highlightJson } from "./highlightJson"
import { toDisplayValue } from "./toDisplayValue"

/** A value as coloured JSON; loaded when a visualizer is first needed (see ./StateVisualizer). */
export function jsonText(value: unknown, omit?: readonly string[]): ReactNode {
  const json = JSON.stringify(toDisplayValue(value, omit), null, 2) ?? "undefined"
  return highlightJson(json).map((token, i) =>
    token.kind ? (
      <span key={i} className={`json-${token.kind}`}>
        {token.text}
      </span>
    ) : (
      token.text
    ),
  )
}
