import { describe, expect, it } from "vitest"
import { defineControls } from "../controls/schema"
import { defineCode, renderSnippet } from "./snippet"

const spec = defineControls({
  multiple: { kind: "boolean", default: false },
  closeOnEsc: { kind: "boolean", default: true },
  "format.style": { kind: "select", options: ["decimal", "percent"] },
  size: { kind: "number", default: 4 },
  page: { kind: "boolean", default: false },
})

const template = defineCode<typeof spec>({
  name: "Demo",
  machines: [
    {
      module: "tree-view",
      fixed: { collection: "collection" },
      options: { closeOnEsc: { as: "closeOnEscape" }, size: { default: 2 }, page: false },
    },
  ],
  jsx: `<div {...api.getRootProps()} />`,
})

const defaults = { multiple: false, closeOnEsc: true, "format.style": undefined, size: 4, page: false }

describe("renderSnippet", () => {
  it("lists the fixed options and only the values that differ from their defaults", () => {
    const code = renderSnippet(template, spec.fields, defaults)
    expect(code).toContain(`import * as treeView from "@zag-js/tree-view"`)
    expect(code).toContain(
      "const service = useMachine(treeView.machine, {\n    id: useId(),\n    collection,\n    size: 4,\n  })",
    )
    expect(code).not.toContain("multiple")
    expect(code).toContain("return (\n    <div {...api.getRootProps()} />\n  )")
  })

  it("renames, nests and leaves out options as the template says", () => {
    const code = renderSnippet(template, spec.fields, {
      ...defaults,
      multiple: true,
      closeOnEsc: false,
      "format.style": "percent",
      size: 2,
      page: true,
    })
    expect(code).toContain(
      '    multiple: true,\n    closeOnEscape: false,\n    format: {\n      style: "percent",\n    },\n',
    )
    expect(code).not.toContain("size")
    expect(code).not.toContain("page")
  })

  it("imports each module once: the template's hooks join the snippet's useId", () => {
    const withState = {
      ...template,
      imports: [`import { useState, useEffect } from "react"`, `import { createPortal } from "react-dom"`],
    }
    const code = renderSnippet(withState, spec.fields, defaults)
    expect(code).toContain(
      `import { useEffect, useId, useState } from "react"\nimport { createPortal } from "react-dom"`,
    )
    expect(code.match(/from "react"/g)).toHaveLength(1)
  })
})

describe("view settings in the snippet", () => {
  const view = (
    machine: Partial<Parameters<typeof defineCode>[0]["machines"][number]>,
    options: { dir?: string; locale?: string },
  ) =>
    renderSnippet(
      defineCode<typeof spec>({ name: "Demo", machines: [{ module: "tabs", ...machine }], jsx: "<div />" }),
      spec.fields,
      defaults,
      options,
    )

  it("lists dir when it isn't ltr, right after the id", () => {
    expect(view({}, { dir: "rtl", locale: "de-DE" })).toContain(`    id: useId(),\n    dir: "rtl",\n`)
    expect(view({}, { dir: "ltr" })).not.toContain("dir:")
  })

  it("lists locale only for a machine that takes it, and only when it isn't en-US", () => {
    expect(view({}, { locale: "de-DE" })).not.toContain("locale")
    expect(view({ view: ["dir", "locale"] }, { locale: "de-DE" })).toContain(`locale: "de-DE",`)
    expect(view({ view: ["dir", "locale"] }, { locale: "en-US" })).not.toContain("locale")
  })

  it("lists neither for a machine that takes neither", () => {
    expect(view({ view: [] }, { dir: "rtl", locale: "de-DE" })).not.toMatch(/dir:|locale:/)
  })
})
