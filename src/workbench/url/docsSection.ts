/**
 * `docs=<section>`: the Docs tab's section to show (`tab=docs&docs=api`). Like `chrome`, no view setting
 * and no control: the query split keeps it beside the view settings (a control change keeps it), and nav
 * links never carry it. Its values are the Docs tab's own (src/workbench/docs/sections.ts).
 */
export const DOCS_KEY = "docs"
