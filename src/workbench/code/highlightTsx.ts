import { generate, parse } from "sugar-high/core"
import { tokenize } from "sugar-high/lang/typescript"

export type CodeToken = { kind: string; text: string }

/** TSX split into lines of coloured tokens, for class names (no inline styles, which a strict CSP refuses). */
export function highlightTsx(code: string): CodeToken[][] {
  return generate(parse(code, { tokenize, jsx: true })).map((line) =>
    line.children.map((token) => ({
      kind: token.tokenType,
      text: token.children.map((child) => child.value).join(""),
    })),
  )
}
