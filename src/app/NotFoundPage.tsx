import { Link, useLocation } from "react-router"

export function NotFoundPage() {
  const { pathname } = useLocation()
  return (
    <main className="not-found">
      <h1>Page not found</h1>
      <p>
        There is no demo at <code>{pathname}</code>.
      </p>
      <Link to="/" viewTransition>
        Back to the gallery home
      </Link>
    </main>
  )
}
