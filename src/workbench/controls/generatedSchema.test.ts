import { describe, expect, it } from "vitest"
import type { PropDoc } from "../docs/reference"
import { generatedSchema } from "./generatedSchema"

const prop = (name: string, type: string, fields: Partial<PropDoc> = {}): PropDoc => ({
  name,
  type,
  required: false,
  description: `What ${name} does`,
  ...fields,
})

describe("the More props controls derived from a machine's props", () => {
  it("edits booleans, numbers, strings and unions of string literals, each with zag's default", () => {
    const schema = generatedSchema(
      [
        prop("loopFocus", "boolean", { default: "true" }),
        prop("gutter", "number", { default: "8" }),
        prop("name", "string", { default: '"field"' }),
        prop("orientation", '"horizontal" | "vertical"', { default: '"vertical"' }),
      ],
      new Set(),
    )
    expect(schema).toEqual({
      loopFocus: { kind: "boolean", default: true, description: "What loopFocus does" },
      gutter: { kind: "number", default: 8, description: "What gutter does" },
      name: { kind: "string", default: "field", description: "What name does" },
      orientation: {
        kind: "select",
        options: ["horizontal", "vertical"],
        default: "vertical",
        description: "What orientation does",
      },
    })
  })

  it("leaves a prop without a default unset: false, empty, or the select's empty choice", () => {
    const schema = generatedSchema(
      [
        prop("invalid", "boolean"),
        prop("step", "number"),
        prop("form", "string"),
        prop("highlighted", "string | null"),
        prop("side", '"start" | "end"'),
      ],
      new Set(),
    )
    expect(schema.invalid).toMatchObject({ kind: "boolean", default: false })
    expect(schema.step).toMatchObject({ kind: "number", default: undefined })
    expect(schema.form).toMatchObject({ kind: "string", default: "" })
    expect(schema.highlighted).toMatchObject({ kind: "string", default: "" })
    expect(schema.side).toMatchObject({ kind: "select", options: ["start", "end"], default: undefined })
  })

  it("ignores a default that does not fit the type", () => {
    const schema = generatedSchema(
      [prop("count", "number", { default: "Infinity" }), prop("side", '"start" | "end"', { default: '"middle"' })],
      new Set(),
    )
    expect(schema.count).toMatchObject({ default: undefined })
    expect(schema.side).toMatchObject({ default: undefined })
  })

  it("offers no prop whose type a control can't edit", () => {
    const props = [
      prop("value", "string[]"),
      prop("positioning", "PositioningOptions"),
      prop("flip", "boolean | Placement[]"),
      prop("mixed", 'number | "auto"'),
      prop("one", '"only"'),
      prop("scrollToIndexFn", "(details: ScrollToIndexDetails) => void"),
      prop("translations", "IntlTranslations"),
    ]
    expect(generatedSchema(props, new Set())).toEqual({})
  })

  it("offers no id, view setting, callback or controlled value, nor a prop the demo fixes", () => {
    const props = [
      prop("id", "string"),
      prop("ids", "ElementIds"),
      prop("dir", '"ltr" | "rtl"', { default: '"ltr"' }),
      prop("locale", "string"),
      prop("onOpenChange", "boolean"),
      prop("open", "boolean"),
      prop("defaultOpen", "boolean"),
      prop("page", "number"),
      prop("defaultPage", "number"),
      prop("name", "string"),
      prop("disabled", "boolean"),
    ]
    expect(Object.keys(generatedSchema(props, new Set(["name", "disabled"])))).toEqual(["defaultOpen", "defaultPage"])
  })
})
