import { describe, expect, it } from "vitest"
import { byLabel, components, demos } from "./registry"
import { demoGroups } from "./groups"

const labels = (list: readonly { label: string }[]) => list.map((demo) => demo.label)
const collated = (list: readonly { label: string }[]) => [...labels(list)].sort((a, b) => a.localeCompare(b))

describe("byLabel", () => {
  it("orders the components as localeCompare does", () => {
    expect(labels(components)).toEqual(collated(components))
  })

  it("orders each home group as localeCompare does", () => {
    for (const { slugs } of demoGroups) {
      const group = components.filter((component) => slugs.includes(component.slug))
      expect(labels([...group].sort(byLabel))).toEqual(collated(group))
    }
  })

  it("ignores case, as localeCompare does", () => {
    const entry = (label: string) => ({ ...demos[0], label })
    expect([entry("Tabs"), entry("tab bar"), entry("QR Code")].sort(byLabel).map((demo) => demo.label)).toEqual(
      collated([entry("Tabs"), entry("tab bar"), entry("QR Code")]),
    )
  })
})
