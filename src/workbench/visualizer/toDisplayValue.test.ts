// @vitest-environment jsdom
import { CalendarDate } from "@internationalized/date"
import { describe, expect, it } from "vitest"
import { highlightJson } from "./highlightJson"
import { toDisplayValue } from "./toDisplayValue"

describe("toDisplayValue", () => {
  it("keeps plain JSON as it is", () => {
    const value = { a: 1, b: "x", c: [true, null], d: { e: 2 } }
    expect(toDisplayValue(value)).toEqual(value)
  })

  it("turns what JSON cannot hold into short tokens", () => {
    const button = document.createElement("button")
    button.id = "go"
    function onClick() {}
    const out = toDisplayValue({
      date: new Date("2024-02-03T04:05:06.000Z"),
      calendar: new CalendarDate(2024, 2, 3),
      set: new Set(["a", "b"]),
      map: new Map([["k", 1]]),
      file: new File(["hello"], "notes.txt", { type: "text/plain" }),
      node: button,
      doc: document,
      win: window,
      fn: onClick,
      nan: Number.NaN,
      inf: Number.POSITIVE_INFINITY,
      big: BigInt(5),
      controller: new AbortController(),
      missing: undefined,
    })
    expect(out).toEqual({
      date: "2024-02-03T04:05:06.000Z",
      calendar: "2024-02-03",
      set: ["a", "b"],
      map: { k: 1 },
      file: "[File: notes.txt]",
      node: "<button#go>",
      doc: "[Document]",
      win: "[Window]",
      fn: "ƒ onClick()",
      nan: "NaN",
      inf: "Infinity",
      big: "5n",
      controller: "[AbortController]",
    })
  })

  it("reduces events to their type and targets", () => {
    const input = document.createElement("input")
    const event = new Event("focus")
    input.dispatchEvent(event)
    expect(toDisplayValue({ event })).toEqual({ event: { type: "focus", target: "<input>", currentTarget: undefined } })
  })

  it("survives cycles and drops omitted keys", () => {
    const node: Record<string, unknown> = { name: "root", collection: [1, 2, 3] }
    node.self = node
    expect(toDisplayValue(node, ["collection"])).toEqual({ name: "root", self: "[Circular]" })
  })

  it("serialises without throwing", () => {
    const value = toDisplayValue({ when: new Date(Number.NaN), nested: { list: new Set([new Date(0)]) } })
    expect(() => JSON.stringify(value)).not.toThrow()
    expect(value).toEqual({ when: "Invalid Date", nested: { list: ["1970-01-01T00:00:00.000Z"] } })
  })
})

describe("highlightJson", () => {
  it("tags keys, strings, numbers, booleans and null and keeps the text intact", () => {
    const json = JSON.stringify({ key: "value", n: -1.5e3, ok: true, none: null, 'q"k': "a:b" }, null, 2)
    const tokens = highlightJson(json)
    expect(tokens.map((t) => t.text).join("")).toBe(json)
    const kinds = tokens.filter((t) => t.kind).map((t) => [t.kind, t.text])
    expect(kinds).toEqual([
      ["key", '"key"'],
      ["string", '"value"'],
      ["key", '"n"'],
      ["number", "-1500"],
      ["key", '"ok"'],
      ["boolean", "true"],
      ["key", '"none"'],
      ["null", "null"],
      ["key", '"q\\"k"'],
      ["string", '"a:b"'],
    ])
  })
})
