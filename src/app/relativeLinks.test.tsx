// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { Link, Route, Router, useLocation } from "wouter"
import { memoryLocation } from "wouter/memory-location"

function Here() {
  const [location] = useLocation()
  return <p>at {location}</p>
}

/** A section of the gallery mounted under /demos, as a nested route. */
function Gallery({ path }: { path: string }) {
  const location = memoryLocation({ path, record: true })
  render(
    <Router hook={location.hook}>
      <Route path="/demos" nest>
        <Link href="/accordion">Accordion</Link>
        <Link href="~/">Home</Link>
        <Here />
      </Route>
    </Router>,
  )
  return location
}

describe("relative links (wouter nested routes)", () => {
  it("resolve against the route they are nested in; ~ makes a link absolute", () => {
    Gallery({ path: "/demos/tabs" })
    expect(screen.getByRole("link", { name: "Accordion" })).toHaveAttribute("href", "/demos/accordion")
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/")
    expect(screen.getByText("at /tabs")).toBeInTheDocument()
  })

  it("navigate within the nested route, and out of it with ~", () => {
    const location = Gallery({ path: "/demos/tabs" })
    fireEvent.click(screen.getByRole("link", { name: "Accordion" }))
    expect(location.history.at(-1)).toBe("/demos/accordion")
    expect(screen.getByText("at /accordion")).toBeInTheDocument()
    fireEvent.click(screen.getByRole("link", { name: "Home" }))
    expect(location.history.at(-1)).toBe("/")
  })
})
