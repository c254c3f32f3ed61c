import * as splitter from "@zag-js/splitter"

const CURSOR_ATTRIBUTE = "data-splitter-cursor"

/**
 * zag's splitter machine for a page whose Content-Security-Policy allows no inline `<style>` (`style-src
 * 'self'`, no nonce). While a handle is dragged, @zag-js/splitter 1.47.0 adds a `<style>` to `<head>` to set
 * the cursor on the whole page, which such a policy blocks; this one marks `<html>` with
 * `data-splitter-cursor="col-resize"` (or `row-resize`) instead, and the page's stylesheet sets the cursor
 * from it.
 */
export const splitterMachine: typeof splitter.machine = {
  ...splitter.machine,
  implementations: {
    ...splitter.machine.implementations,
    actions: {
      ...splitter.machine.implementations?.actions,
      setGlobalCursor({ context, prop, scope }) {
        if (prop("registry") || !context.get("dragState")) return
        const cursor = prop("orientation") === "horizontal" ? "col-resize" : "row-resize"
        scope.getDoc().documentElement.setAttribute(CURSOR_ATTRIBUTE, cursor)
      },
      clearGlobalCursor({ scope }) {
        scope.getDoc().documentElement.removeAttribute(CURSOR_ATTRIBUTE)
      },
    },
  },
}

/** Panel sizes as the stories print them: two decimals at most. */
export const printSizes = (sizes: number[]) => JSON.stringify(sizes.map((size) => Math.round(size * 100) / 100))
