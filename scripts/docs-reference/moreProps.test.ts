import { beforeAll, describe, expect, test } from "vitest"
import { selectControls } from "../../src/demos/select/controls"
import { controlledProps } from "../../src/workbench/docs/controlledProps"
import { generatedSchema } from "../../src/workbench/controls/generatedSchema"
import type { PropDoc } from "../../src/workbench/docs/reference"
import { extractReferences } from "./extract"

let props: PropDoc[]

beforeAll(() => {
  props = extractReferences(["@zag-js/select"], process.cwd())["@zag-js/select"].props
}, 120_000)

// what SelectPage passes useDemoMachine besides its controls' values (tests/more-props.spec.ts sees the page agree)
const selectPageProps = ["collection", "name", "positioning", "onHighlightChange", "onValueChange", "onOpenChange"]

describe("More props of the select, against its reference", () => {
  test("offers every boolean, enum, number and string prop the select declares but for the fixed ones", () => {
    const fixed = new Set([...selectPageProps, ...controlledProps(selectControls.fields)])
    const offered = generatedSchema(props, fixed)
    expect(Object.fromEntries(Object.entries(offered).map(([key, def]) => [key, def.kind]))).toEqual({
      autoComplete: "string",
      composite: "boolean",
      defaultHighlightedValue: "string",
      defaultOpen: "boolean",
      form: "string",
      invalid: "boolean",
    })
    expect(offered.composite).toMatchObject({ default: true, description: expect.stringMatching(/composite/) })

    // each prop of an editable type that is not offered is left out for a reason of its own
    const editable = props.filter((prop) =>
      /^(boolean|number|string|string \| null|("[^"]*"( \| )?)+)$/.test(prop.type),
    )
    const leftOut = editable.map((prop) => prop.name).filter((name) => !(name in offered))
    expect(leftOut.sort()).toEqual(
      [
        // the hand-picked controls
        ...["closeOnSelect", "deselectable", "disabled", "loopFocus", "multiple", "readOnly", "required"],
        // a view setting, the id, the demo's own
        ...["dir", "id", "name"],
        // a controlled value (it has a default… twin)
        "highlightedValue",
        "open",
      ].sort(),
    )
  })
})
