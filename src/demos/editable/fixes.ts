import type * as editable from "@zag-js/editable"
import { type FocusEvent, type MouseEvent, type RefObject, useLayoutEffect, useRef } from "react"

type PreviewHandlers = {
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onClick?: (event: MouseEvent<HTMLElement>) => void
  onDoubleClick?: (event: MouseEvent<HTMLElement>) => void
}

/**
 * @zag-js/editable 1.47.0: entering edit mode from the preview (by focus or click) hides the focused
 * preview in the same React commit; React then puts focus back where it was before the commit, which
 * the machine reads as a focus outside and submits at once, so the editor closed as it opened. (The
 * browser drops the hidden preview's focus inside the commit with the page's stylesheet; unstyled
 * markup keeps it, so upstream.e2e.ts runs bare zag with that stylesheet.) The fix (spread after the
 * preview props) blurs the preview right after the machine's handler, leaving nothing for React to
 * restore.
 */
export function fixPreviewFocusRestore(handlers: PreviewHandlers, mode: editable.ActivationMode): PreviewHandlers {
  const wrap =
    <E extends FocusEvent<HTMLElement> | MouseEvent<HTMLElement>>(activates: boolean, handler?: (event: E) => void) =>
    (event: E) => {
      const element = event.currentTarget
      handler?.(event)
      if (activates && element.getAttribute("aria-disabled") !== "true" && !element.hasAttribute("data-readonly")) {
        element.blur()
      }
    }
  return {
    onFocus: wrap(mode === "focus", handlers.onFocus),
    onClick: wrap(mode === "click", handlers.onClick),
    onDoubleClick: wrap(mode === "dblclick", handlers.onDoubleClick),
  }
}

/**
 * @zag-js/editable 1.47.0: the machine writes the input's value through the native setter, past
 * React's change tracking; after a revert React still remembers the discarded text, and typing that
 * same text again fires no onChange, so the machine never gets it. The fix (attach the returned ref
 * to the input) writes the machine's value through the tracked setter whenever editing starts.
 */
export function useFixInputValueTracking(
  api: editable.Api,
  service: editable.Service,
): RefObject<HTMLInputElement | null> {
  const inputRef = useRef<HTMLInputElement>(null)
  const editing = api.editing
  useLayoutEffect(() => {
    if (editing && inputRef.current) inputRef.current.value = service.context.get("value")
  }, [editing, service])
  return inputRef
}
