import { Component, type ReactNode } from "react"
import { Link } from "wouter"

type State = { error: Error | null }

/** Shown when a route fails to load (e.g. a chunk could not be fetched) or throws: never a blank page. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error("The page could not be shown.") }
  }

  render() {
    if (!this.state.error) return this.props.children
    return (
      <main className="not-found">
        <h1>Something went wrong</h1>
        <p>{this.state.error.message}</p>
        <Link href="/">Back to the gallery home</Link>
      </main>
    )
  }
}
