import { afterEach } from "vitest"

// Testing Library and its matchers only where there is a DOM: pure-logic files (the Node environment)
// skip loading React DOM's testing tools
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest")
  const { cleanup } = await import("@testing-library/react")
  afterEach(() => cleanup())
}
