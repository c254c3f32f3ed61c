import { createRoot, hydrateRoot } from "react-dom/client"
import { App } from "./app/App"
import { initialPageModule, loadPage } from "./app/pages"
import { matchRoute, normalizePath } from "./app/routes"
import { followSystemTheme } from "./workbench/viewSettings/theme"
import { ignoreSkippedViewTransitions } from "./app/viewTransitions"
import "./styles/base.css"
import "./styles/shell.css"
import "./styles/workbench.css"

followSystemTheme()
ignoreSkippedViewTransitions()

const container = document.getElementById("app")
if (!container) throw new Error('index.html must contain <div id="app">')

const match = matchRoute(location.pathname)
// The page's chunk is preloaded by the pre-rendered HTML. Hydration starts at once: the page's part of
// the markup stays as it is until its module has run, and a click made meanwhile is replayed by React.
if (match.kind === "demo") void loadPage(match.demo, initialPageModule()).catch(() => undefined)

// the pre-rendered markup is hydrated only when it was made for this path (an unknown path is served
// the 404 page, which is rendered afresh)
if (container.dataset.prerendered === normalizePath(location.pathname)) hydrateRoot(container, <App />)
else {
  container.textContent = ""
  createRoot(container).render(<App />)
}

// after the load event, not during it: nothing of this counts as the page's first load
const prefetchNeighbours = () =>
  setTimeout(() => void import("./app/prefetch").then((module) => module.prefetchNeighbours()))
if (document.readyState === "complete") prefetchNeighbours()
else addEventListener("load", prefetchNeighbours, { once: true })
