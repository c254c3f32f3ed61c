import * as splitter from "@zag-js/splitter"

/**
 * @zag-js/splitter 1.47.0 appends a `<style>` element while a handle is dragged, to set the cursor on
 * the whole page; the gallery's CSP (`style-src 'self'`) blocks it and reports a violation. This
 * machine sets an attribute on `<html>` instead, which workbench.css turns into the cursor.
 */
export const machineWithoutInlineStyle: typeof splitter.machine = {
  ...splitter.machine,
  implementations: {
    ...splitter.machine.implementations,
    actions: {
      ...splitter.machine.implementations?.actions,
      setGlobalCursor({ context, prop, scope }) {
        if (!context.get("dragState")) return
        const cursor = prop("orientation") === "horizontal" ? "col-resize" : "row-resize"
        scope.getDoc().documentElement.setAttribute("data-workbench-resizing", cursor)
      },
      clearGlobalCursor({ scope }) {
        scope.getDoc().documentElement.removeAttribute("data-workbench-resizing")
      },
    },
  },
}
