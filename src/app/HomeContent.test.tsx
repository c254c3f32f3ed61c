// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react"
import { Router } from "wouter"
import { expect, test } from "vitest"
import { allFacts } from "../demos/allFacts"
import { components, demos } from "../demos/registry"
import { demoGroupNames } from "../demos/facts"
import HomeContent from "./HomeContent"

test("every component appears exactly once, under its group's heading, with its description and story count", () => {
  render(
    <Router>
      <HomeContent />
    </Router>,
  )
  const main = screen.getByRole("main")
  const allLinks = within(main).getAllByRole("link")
  expect(allLinks).toHaveLength(components.length)

  const sections = within(main).getAllByRole("region")
  expect(sections.map((section) => within(section).getByRole("heading", { level: 2 }).textContent)).toEqual(
    // the sections in their order, each that has a component
    demoGroupNames.filter((name) => components.some((component) => allFacts[component.slug].group === name)),
  )
  for (const component of components) {
    const first = demos.find((demo) => demo.component === component.slug)!
    const links = allLinks.filter((link) => link.getAttribute("href") === `/${first.slug}`)
    expect(links, component.slug).toHaveLength(1)
    const [link] = links
    expect(link).toHaveAccessibleName(component.label)
    expect(link).toHaveAccessibleDescription(allFacts[component.slug].description)
    const card = link.closest("li")!
    const count = component.count ?? 1
    expect(card).toHaveTextContent(count === 1 ? "1 story" : `${count} stories`)
    // under the heading of the group that lists it
    const group = allFacts[component.slug].group
    const section = sections.find((section) => section.contains(link))
    expect(section && within(section).getByRole("heading", { level: 2 }).textContent, component.slug).toBe(group)
    expect(section, component.slug).toHaveAccessibleName(group)
  }
})
