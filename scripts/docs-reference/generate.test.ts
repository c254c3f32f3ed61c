import { beforeAll, describe, expect, test } from "vitest"
import type { MachineReference } from "../../src/workbench/docs/reference"
import { type GeneratedMachine, generateReferences } from "./generate"

let generated: Record<string, GeneratedMachine>
const reference = (pkg: string): MachineReference => generated[pkg].reference

// one TypeScript program over every package's types: it takes a while
beforeAll(async () => {
  generated = await generateReferences(process.cwd())
}, 120_000)

describe("the Docs tab's reference, from zag's published types", () => {
  test("covers the machine packages the gallery depends on, and only those", () => {
    expect(Object.keys(generated)).toEqual(
      expect.arrayContaining(["@zag-js/select", "@zag-js/presence", "@zag-js/time-picker"]),
    )
    expect(Object.keys(generated)).not.toContain("@zag-js/core")
    expect(Object.keys(generated)).not.toContain("@zag-js/dismissable")
  })

  test("a package's group machine has its own reference (toast's group: its store, the toasts it shows)", () => {
    const group = reference("@zag-js/toast/group")
    expect(group.package).toBe("@zag-js/toast")
    expect(group.props.map((prop) => prop.name)).toContain("store")
    expect(group.api.map((member) => member.name)).toContain("getToasts")
    expect(generated["@zag-js/toast/group"].key).not.toBe(generated["@zag-js/toast"].key)
  })

  test("every machine has props and API members", () => {
    for (const [pkg, { reference }] of Object.entries(generated)) {
      expect(reference.props.length, `${pkg} props`).toBeGreaterThan(0)
      expect(reference.api.length, `${pkg} API`).toBeGreaterThan(0)
    }
  })

  test("every machine's definition key is its own, so a running machine finds its package", () => {
    const keys = Object.values(generated).map(({ key }) => key)
    expect(new Set(keys).size).toBe(keys.length)
  })

  test("a prop carries its type, default and description", () => {
    const loopFocus = reference("@zag-js/select").props.find((prop) => prop.name === "loopFocus")
    expect(loopFocus).toEqual({
      name: "loopFocus",
      type: "boolean",
      required: false,
      default: "false",
      description: "Whether to loop the keyboard navigation through the options",
    })
    const dir = reference("@zag-js/select").props.find((prop) => prop.name === "dir")
    expect(dir?.type).toBe('"ltr" | "rtl"')
    // a named union of literals is spelled out
    const selectionMode = reference("@zag-js/date-picker").props.find((prop) => prop.name === "selectionMode")
    expect(selectionMode?.type).toBe('"single" | "multiple" | "range"')
  })

  test("props are sorted required first, then by name", () => {
    const props = reference("@zag-js/select").props
    expect(props.slice(0, 2).map((prop) => [prop.name, prop.required])).toEqual([
      ["collection", true],
      ["id", true],
    ])
    const optional = props.filter((prop) => !prop.required).map((prop) => prop.name)
    expect(optional).toEqual([...optional].sort((a, b) => a.localeCompare(b)))
  })

  test("a callback's details type is spelled out; a DOM event's stays behind its name", () => {
    const callbacks = reference("@zag-js/select").callbacks
    expect(callbacks.find((each) => each.name === "onValueChange")?.details).toBe("{ value: string[]; items: T[] }")
    expect(callbacks.find((each) => each.name === "onOpenChange")?.details).toBe("{ open: boolean; value: string[] }")
    expect(callbacks.find((each) => each.name === "onFocusOutside")?.details).toBe("FocusOutsideEvent")
  })

  test("a positioning prop re-exported from @zag-js/popper is documented member by member", () => {
    const positioning = reference("@zag-js/select").props.find((prop) => prop.name === "positioning")
    expect(positioning?.type).toBe("PositioningOptions")
    expect(positioning?.description).not.toBe("")
    const placement = positioning?.members?.find((member) => member.name === "placement")
    expect(placement?.description).toMatch(/placement/i)
    expect(positioning?.members?.find((member) => member.name === "gutter")?.description).toMatch(/gap between/)
  })

  test("the connect API's members carry signatures and descriptions", () => {
    const api = reference("@zag-js/select").api
    expect(api.find((member) => member.name === "open")).toEqual({
      name: "open",
      signature: "open: boolean",
      description: "Whether the select is open",
    })
    const setValue = api.find((member) => member.name === "setValue")
    expect(setValue?.signature).toBe("setValue(value: string[]): void")
    expect(setValue?.description).not.toBe("")
  })

  test("a member list holds only what zag declares: none for a class's, a date's or a string union's methods", () => {
    const props = reference("@zag-js/date-picker").props
    expect(props.find((prop) => prop.name === "selectionMode")?.members).toBeUndefined()
    expect(props.find((prop) => prop.name === "min")?.members).toBeUndefined()
    const collection = reference("@zag-js/select").props.find((prop) => prop.name === "collection")
    expect(collection?.members).toBeUndefined()
  })

  test("a machine's anatomy comes with it: the data-scope and data-part its elements carry", () => {
    expect(reference("@zag-js/select").scope).toBe("select")
    expect(reference("@zag-js/select").parts).toEqual(
      expect.arrayContaining(["root", "label", "trigger", "content", "item", "item-text"]),
    )
    // zag names some anatomies in camel case; the attributes are kebab case
    expect(reference("@zag-js/hover-card").scope).toBe("hover-card")
    expect(reference("@zag-js/presence")).toMatchObject({ scope: "", parts: [] })
  })
})
