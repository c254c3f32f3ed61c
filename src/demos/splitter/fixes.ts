/**
 * The splitter's zag workarounds. @zag-js/splitter 1.47.0 sets the page's cursor during a drag with an inline
 * `<style>`, which the gallery's Content-Security-Policy blocks: the fix (and its tests) live with the
 * workbench's own splitter panel, which needs it first (src/workbench/panel/fixes.ts); the page and the
 * stories take it from here.
 */
export { machineWithoutInlineStyle } from "../../workbench/panel/fixes"
