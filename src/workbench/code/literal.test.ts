import { describe, expect, it } from "vitest"
import { codeLiteral, declareConst } from "./literal"

describe("codeLiteral", () => {
  it("writes keys bare where they can be, and quotes the others", () => {
    expect(codeLiteral({ id: "a", "data-x": 1, on: true })).toBe(`{ id: "a", "data-x": 1, on: true }`)
  })

  it("keeps a short array inline and puts a long one an entry a line, nested entries too", () => {
    expect(codeLiteral([1, 2])).toBe("[1, 2]")
    const long = [{ label: "x".repeat(60) }, { label: "y".repeat(60), children: [{ label: "z".repeat(80) }] }]
    // `children: [{ label: "zzz…" }],` would be 105 characters long
    expect(codeLiteral(long)).toBe(
      [
        "[",
        `  { label: "${"x".repeat(60)}" },`,
        "  {",
        `    label: "${"y".repeat(60)}",`,
        "    children: [",
        `      { label: "${"z".repeat(80)}" },`,
        "    ],",
        "  },",
        "]",
      ].join("\n"),
    )
  })

  it("leaves out undefined properties", () => {
    expect(codeLiteral({ a: 1, b: undefined })).toBe("{ a: 1 }")
  })
})

describe("declareConst", () => {
  it("declares the value, with a note above when there is one", () => {
    expect(declareConst("items", ["a"])).toBe(`const items = ["a"]`)
    expect(declareConst("items", ["a"], "the first of 2")).toBe(`// the first of 2\nconst items = ["a"]`)
    expect(declareConst("items", ["a"], undefined, "string[]")).toBe(`const items: string[] = ["a"]`)
  })
})
