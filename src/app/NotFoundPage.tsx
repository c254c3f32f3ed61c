import { useMarkHydrated } from "../workbench/hydration"
import { Link, useLocation } from "wouter"

export default function NotFoundPage() {
  useMarkHydrated()
  const [pathname] = useLocation()
  return (
    <main className="not-found">
      <h1>Page not found</h1>
      <p>
        There is no demo at <code>{pathname}</code>.
      </p>
      <Link href="/" transition>
        Back to the gallery home
      </Link>
    </main>
  )
}
