// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react"
import { Router } from "wouter"
import { expect, test } from "vitest"
import { allFacts } from "../demos/allFacts"
import { demos } from "../demos/registry"
import { demoGroupNames } from "../demos/facts"
import HomeContent from "./HomeContent"

test("every registry demo appears exactly once, under a group heading, with its description", () => {
  render(
    <Router>
      <HomeContent />
    </Router>,
  )
  const main = screen.getByRole("main")
  const allLinks = within(main).getAllByRole("link")
  expect(allLinks).toHaveLength(demos.length)

  const sections = within(main).getAllByRole("region")
  expect(sections.map((section) => within(section).getByRole("heading", { level: 2 }).textContent)).toEqual(
    // the sections in their order, each that has a demo
    demoGroupNames.filter((name) => demos.some((demo) => allFacts[demo.slug].group === name)),
  )
  for (const demo of demos) {
    const links = allLinks.filter((link) => link.getAttribute("href") === `/${demo.slug}`)
    expect(links, demo.slug).toHaveLength(1)
    const [link] = links
    expect(link).toHaveAccessibleName(demo.label)
    expect(link).toHaveAccessibleDescription(allFacts[demo.slug].description)
    // under the heading of the group that lists it
    const group = allFacts[demo.slug].group
    const section = sections.find((section) => section.contains(link))
    expect(section && within(section).getByRole("heading", { level: 2 }).textContent, demo.slug).toBe(group)
    expect(section, demo.slug).toHaveAccessibleName(group)
  }
})
