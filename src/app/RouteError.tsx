import { Link, useRouteError } from "react-router"

/** Shown when a route fails to load (e.g. a chunk could not be fetched): never a blank page. */
export function RouteError() {
  const error = useRouteError()
  const message = error instanceof Error ? error.message : "The page could not be shown."
  return (
    <main className="not-found">
      <h1>Something went wrong</h1>
      <p>{message}</p>
      <Link to="/">Back to the gallery home</Link>
    </main>
  )
}
