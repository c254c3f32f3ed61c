import { describe, expect, test } from "vitest"
import { isEmptyTagSubmit } from "./emptySubmit"

const press = { key: "Enter", inputValue: "  ", state: "focused:input", atMax: false }

describe("tags input empty submit", () => {
  test("isEmptyTagSubmit: Enter on an empty or blank input is an empty submit", () => {
    expect(isEmptyTagSubmit(press)).toBe(true)
    expect(isEmptyTagSubmit({ ...press, inputValue: "" })).toBe(true)
  })

  test("isEmptyTagSubmit: Enter on a highlighted tag edits it and submits nothing", () => {
    expect(isEmptyTagSubmit({ ...press, state: "navigating:tag" })).toBe(false)
  })

  test("isEmptyTagSubmit: typed text, other keys and a full list are no empty submit", () => {
    expect(isEmptyTagSubmit({ ...press, inputValue: "Vue" })).toBe(false)
    expect(isEmptyTagSubmit({ ...press, key: "Backspace" })).toBe(false)
    expect(isEmptyTagSubmit({ ...press, atMax: true })).toBe(false)
  })
})
