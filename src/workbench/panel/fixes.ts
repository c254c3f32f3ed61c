import * as splitter from "@zag-js/splitter"

const CURSOR_ATTRIBUTE = "data-splitter-cursor"

/**
 * @zag-js/splitter 1.47.0: while a handle is dragged, the machine appends a `<style>` element to
 * `<head>` to set the cursor on the whole page. The gallery's Content-Security-Policy (`style-src
 * 'self'`, no nonce: static hosting has none) blocks it and reports a violation. The fix swaps those
 * two actions for ones that set an attribute on `<html>`; workbench.css sets the cursor from it. The
 * workbench's panel and the splitter demo both use it.
 */
export const machineWithoutInlineStyle: typeof splitter.machine = {
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
