import { describe, expect, it } from "vitest"
import { defineControls } from "../controls/schema"
import { writeControlsIn } from "./storySource"

const source = `import * as select from "@zag-js/select"
import { normalizeProps, useMachine } from "@zag-js/react"

export default function Story() {
  const service = useMachine(select.machine, {
    id: useId(),
    collection,
  })
  const other = useMachine(dialog.machine, {
    id: useId(),
  })
}
`
const { fields } = defineControls({
  multiple: { kind: "boolean", default: false },
  "positioning.placement": { kind: "select", options: ["bottom", "top"], default: "bottom" },
})

describe("a story's source in the Code tab", () => {
  it("is the module itself while the controls have their defaults", () => {
    expect(writeControlsIn(source, fields, { multiple: false, "positioning.placement": "bottom" })).toBe(source)
  })

  it("gets the changed values, nested, and the view's direction, in its first machine's props", () => {
    const code = writeControlsIn(source, fields, { multiple: true, "positioning.placement": "top" }, { dir: "rtl" })
    expect(code).toContain(`useMachine(select.machine, {
    dir: "rtl",
    multiple: true,
    positioning: { placement: "top" },
    id: useId(),`)
    expect(code).toContain(`useMachine(dialog.machine, {
    id: useId(),
  })`)
  })

  it("writes the view's locale only for a story whose controls list it", () => {
    const code = writeControlsIn(
      source,
      fields,
      { multiple: true, "positioning.placement": "bottom" },
      { locale: "de-DE" },
    )
    expect(code).not.toContain("locale")
  })

  it("leaves a direction the story sets itself", () => {
    const own = source.replace("collection,", `collection,\n    dir: "rtl",`)
    expect(writeControlsIn(own, fields, { multiple: false, "positioning.placement": "bottom" }, { dir: "rtl" })).toBe(
      own,
    )
  })

  it("writes a renamed control under the prop it feeds, and the locale its controls list", () => {
    const { fields } = defineControls({
      locale: { kind: "view" },
      openOnClick: { kind: "boolean", default: true, prop: "expandOnClick" },
    })
    const code = writeControlsIn(source, fields, { locale: undefined, openOnClick: false }, { locale: "de-DE" })
    expect(code).toContain(`useMachine(select.machine, {
    locale: "de-DE",
    expandOnClick: false,
    id: useId(),`)
  })
})

describe("a prop the story sets itself", () => {
  const own = source.replace("collection,\n", "collection,\n    multiple: true,\n")

  it("keeps the story's line while the control has its default", () => {
    expect(writeControlsIn(own, fields, { multiple: true, "positioning.placement": "bottom" })).toBe(own)
  })

  it("gets the control's value in place, once", () => {
    const { fields: flipped } = defineControls({ multiple: { kind: "boolean", default: true } })
    const code = writeControlsIn(own, flipped, { multiple: false })
    expect(code).toContain(`useMachine(select.machine, {
    id: useId(),
    collection,
    multiple: false,
  })`)
    expect(code.match(/multiple:/g)).toHaveLength(1)
  })
})
