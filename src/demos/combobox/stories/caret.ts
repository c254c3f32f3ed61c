/** The styles that decide where a textarea's text wraps, copied onto its hidden mirror. */
const MIRRORED = [
  "direction",
  "boxSizing",
  "width",
  "borderTopWidth",
  "borderRightWidth",
  "borderBottomWidth",
  "borderLeftWidth",
  "borderStyle",
  "paddingTop",
  "paddingRight",
  "paddingBottom",
  "paddingLeft",
  "fontStyle",
  "fontVariant",
  "fontWeight",
  "fontStretch",
  "fontSize",
  "fontFamily",
  "lineHeight",
  "letterSpacing",
  "wordSpacing",
  "textAlign",
  "textIndent",
  "textTransform",
  "tabSize",
] as const

/**
 * Where the caret would stand before the character at `position` of a textarea, in viewport coordinates: a hidden
 * copy of the textarea lays out the text up to there, followed by a marker whose box is the caret's.
 */
export function caretRect(textarea: HTMLTextAreaElement, position: number) {
  const doc = textarea.ownerDocument
  const style = getComputedStyle(textarea)
  const mirror = doc.createElement("div")
  for (const key of MIRRORED) mirror.style[key] = style[key]
  Object.assign(mirror.style, {
    position: "absolute",
    top: "0",
    left: "-9999px",
    visibility: "hidden",
    whiteSpace: "pre-wrap",
    overflowWrap: "break-word",
    // a textarea that scrolls wraps its text short of its scrollbar
    overflowY: textarea.scrollHeight > textarea.clientHeight ? "scroll" : "hidden",
  })
  mirror.textContent = textarea.value.slice(0, position)
  const marker = doc.createElement("span")
  marker.textContent = textarea.value.slice(position) || "."
  mirror.append(marker)
  doc.body.append(mirror)
  const top = marker.offsetTop + parseFloat(style.borderTopWidth)
  const left = marker.offsetLeft + parseFloat(style.borderLeftWidth)
  const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2
  mirror.remove()

  const box = textarea.getBoundingClientRect()
  return {
    x: box.left + left - textarea.scrollLeft,
    y: box.top + top - textarea.scrollTop,
    width: 1,
    height: lineHeight,
  }
}
