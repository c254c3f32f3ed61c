// Runs before the first paint of every demo page, inlined in its head by scripts/prerender.mjs (minified
// by scripts/vite-inline-theme.ts; the CSP allows it by its hash): lays the workbench out as the visitor
// left it (src/workbench/panel/layout.ts: the same record, rules and flex shares), so the pre-rendered
// page never moves when the live splitter takes over. `?panel=right|bottom` sets the position; `?chrome=none`
// marks isolation mode.
{
  const root = document.documentElement
  let saved
  try {
    saved = JSON.parse(localStorage.getItem("zag-gallery-panel"))
  } catch {
    // storage unavailable: the defaults
  }
  saved ||= {}
  const query = new URLSearchParams(location.search)
  let position = query.get("panel")
  if (position != "right" && position != "bottom") position = saved.position == "bottom" ? "bottom" : "right"
  let size = Math.min(70, Math.max(20, saved[position] || (position == "right" ? 38 : 40)))
  if (saved.collapsed === true) {
    size = 0
    root.setAttribute("data-panel-collapsed", "")
  }
  root.setAttribute("data-panel", position)
  // isolation mode from the query (src/workbench/url/isolation.ts): shell.css hides the nav from the first paint
  if (query.get("chrome") == "none") root.setAttribute("data-chrome", "none")
  // the stage takes the rest (workbench.css)
  root.style.setProperty("--wb-panel", size.toPrecision(3))
}
