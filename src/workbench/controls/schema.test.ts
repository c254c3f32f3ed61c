import { describe, expect, it } from "vitest"
import { decodeQuery, defaultValues, defineControls, encodeQuery, toNested } from "./schema"

const spec = defineControls({
  multiple: { kind: "boolean", default: false },
  name: { kind: "string", default: "checkbox" },
  orientation: { kind: "select", options: ["horizontal", "vertical"], default: "vertical" },
  locale: { kind: "select", options: ["en-US", "fr-FR"] },
  step: { kind: "number", default: 1, min: 0, max: 10 },
  "formatOptions.style": { kind: "select", options: ["decimal", "currency", "percent"] },
  "formatOptions.maximumFractionDigits": { kind: "number" },
  "drawing.size": { kind: "number", default: 2 },
})
const schema = spec.fields

describe("defaults", () => {
  it("takes every key's default and leaves keys without one unset", () => {
    expect(defaultValues(schema)).toEqual({
      multiple: false,
      name: "checkbox",
      orientation: "vertical",
      locale: undefined,
      step: 1,
      "formatOptions.style": undefined,
      "formatOptions.maximumFractionDigits": undefined,
      "drawing.size": 2,
    })
  })
})

describe("dotted keys", () => {
  it("become nested objects and unset values are left out", () => {
    const values = { ...defaultValues(schema), "formatOptions.style": "percent" as const }
    expect(toNested(values)).toEqual({
      multiple: false,
      name: "checkbox",
      orientation: "vertical",
      step: 1,
      formatOptions: { style: "percent" },
      drawing: { size: 2 },
    })
  })

  it("merge siblings under one object", () => {
    expect(toNested({ "a.b": 1, "a.c": true, "a.d.e": "x" })).toEqual({ a: { b: 1, c: true, d: { e: "x" } } })
  })
})

describe("URL encoding", () => {
  it("writes only the values that differ from the defaults", () => {
    const values = { ...defaultValues(schema), multiple: true, step: 3, "formatOptions.style": "currency" as const }
    expect(encodeQuery(schema, values).toString()).toBe("multiple=true&step=3&formatOptions.style=currency")
  })

  it("writes nothing for defaults", () => {
    expect(encodeQuery(schema, defaultValues(schema)).toString()).toBe("")
  })

  it("round-trips through decode", () => {
    const values = { ...defaultValues(schema), name: "a b&c=d", orientation: "horizontal" as const, step: 0.5 }
    const decoded = decodeQuery(schema, new URLSearchParams(encodeQuery(schema, values).toString()))
    expect(decoded).toEqual({ values, issues: [], unknown: [] })
  })
})

describe("a renamed control", () => {
  const renamed = defineControls({
    orientation: {
      kind: "select",
      options: ["horizontal", "vertical"],
      default: "horizontal",
      formerKey: "orientatation",
    },
  }).fields

  it("reads its former key, and the current one, without an issue", () => {
    expect(decodeQuery(renamed, new URLSearchParams("orientatation=vertical"))).toEqual({
      values: { orientation: "vertical" },
      issues: [],
      unknown: [],
    })
    expect(decodeQuery(renamed, new URLSearchParams("orientation=vertical")).values).toEqual({
      orientation: "vertical",
    })
  })

  it("writes only the current key", () => {
    expect(encodeQuery(renamed, { orientation: "vertical" }).toString()).toBe("orientation=vertical")
  })

  it("takes the first when both keys are given, and says so", () => {
    const decoded = decodeQuery(renamed, new URLSearchParams("orientatation=vertical&orientation=horizontal"))
    expect(decoded.values).toEqual({ orientation: "vertical" })
    expect(decoded.issues).toEqual(["“orientation” was given more than once; the first value is used."])
  })
})

describe("decoding bad query values", () => {
  const decode = (query: string) => decodeQuery(schema, new URLSearchParams(query))

  it("reads good values", () => {
    const { values, issues } = decode("multiple=true&locale=fr-FR&formatOptions.maximumFractionDigits=2")
    expect(issues).toEqual([])
    expect(values.multiple).toBe(true)
    expect(values.locale).toBe("fr-FR")
    expect(values["formatOptions.maximumFractionDigits"]).toBe(2)
  })

  it.each([
    ["boolean that is not true/false", "multiple=yes", "“multiple=yes” was ignored: expected true or false."],
    ["number that is not a number", "step=abc", "“step=abc” was ignored: expected a number."],
    ["empty number", "step=", "“step=” was ignored: expected a number."],
    ["number below min", "step=-1", "“step=-1” was ignored: below the minimum 0."],
    ["number above max", "step=11", "“step=11” was ignored: above the maximum 10."],
    ["infinite number", "step=Infinity", "“step=Infinity” was ignored: expected a number."],
    [
      "select value that is not an option",
      "orientation=diagonal",
      "“orientation=diagonal” was ignored: expected one of horizontal, vertical.",
    ],
    ["repeated key", "multiple=true&multiple=false", "“multiple” was given more than once; the first value is used."],
    [
      "10,000-character value",
      `step=${"9".repeat(10_000)}`,
      `“step=${"9".repeat(55)}… (10005 characters)” was ignored: expected a number.`,
    ],
  ])("ignores a %s and says so", (_, query, issue) => {
    const { values, issues } = decode(query)
    expect(issues).toEqual([issue])
    expect(values.orientation).toBe("vertical")
    expect(values.step).toBe(1)
  })

  it.each([
    ["unknown key", "colour=red", "colour"],
    ["inherited object key", "toString=1", "toString"],
  ])("lists an %s for More props to read or report", (_, query, key) => {
    const { values, issues, unknown } = decode(query)
    expect(issues).toEqual([])
    expect(unknown).toEqual([key])
    expect(values.orientation).toBe("vertical")
  })

  it("keeps the good values next to the bad ones", () => {
    const { values, issues } = decode("multiple=true&step=99&orientation=horizontal")
    expect(values).toMatchObject({ multiple: true, step: 1, orientation: "horizontal" })
    expect(issues).toHaveLength(1)
  })
})
