import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { RouterProvider } from "react-router/dom"
import { initTheme } from "./app/theme"
import { ignoreSkippedViewTransitions } from "./app/viewTransitions"
import { router } from "./app/router"
import "./styles/base.css"
import "./styles/shell.css"
import "./styles/workbench.css"

initTheme()
ignoreSkippedViewTransitions()

const container = document.getElementById("app")
if (!container) throw new Error("index.html must contain <div id=\"app\">")
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
