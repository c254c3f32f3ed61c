import { lazy, Suspense } from "react"

// Home's content (the grouped, described demo list) is its own chunk, so home's first load carries only the
// shell. On a pre-rendered home the boundary keeps the server's markup on screen until that chunk arrives,
// then hydrates it: nothing moves.
const HomeContent = lazy(() => import("./HomeContent"))

export function HomePage() {
  return (
    <Suspense>
      <HomeContent />
    </Suspense>
  )
}
