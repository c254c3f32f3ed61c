import { Component, type ReactNode } from "react"
import { claimPageError } from "./pageErrors"

type State = { failed: boolean; error: unknown; claimed: boolean }

/**
 * Around the page (not the toolbar): an error the page throws while the Inspector's event is handled is
 * that event's failure, and the page shows nothing until the Inspector rebuilds it. Any other error goes
 * on to the route's boundary, as before.
 */
export class PageBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false, error: null, claimed: false }

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error, claimed: claimPageError(error) }
  }

  render() {
    if (!this.state.failed) return this.props.children
    if (!this.state.claimed) throw this.state.error
    return null
  }
}
