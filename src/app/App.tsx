import { StrictMode } from "react"
import { Router } from "wouter"
import { Layout } from "./Layout"
import { navigateWithTransition } from "./viewTransitions"

/** The whole gallery; `path` is given when pre-rendering, where there is no browser location. */
export function App({ path }: { path?: string }) {
  return (
    <StrictMode>
      <Router ssrPath={path} ssrSearch={path === undefined ? undefined : ""} aroundNav={navigateWithTransition}>
        <Layout />
      </Router>
    </StrictMode>
  )
}
