import { describe, expect, test } from "vitest"
import { fixEmptyTagSubmit } from "./fixes"

const press = { key: "Enter", inputValue: "  ", state: "focused:input", atMax: false }

describe("tags input fixes", () => {
  test("fixEmptyTagSubmit: Enter on an empty or blank input is an empty submit", () => {
    expect(fixEmptyTagSubmit(press)).toBe(true)
    expect(fixEmptyTagSubmit({ ...press, inputValue: "" })).toBe(true)
  })

  test("fixEmptyTagSubmit: Enter on a highlighted tag edits it and submits nothing", () => {
    expect(fixEmptyTagSubmit({ ...press, state: "navigating:tag" })).toBe(false)
  })

  test("fixEmptyTagSubmit: typed text, other keys and a full list are no empty submit", () => {
    expect(fixEmptyTagSubmit({ ...press, inputValue: "Vue" })).toBe(false)
    expect(fixEmptyTagSubmit({ ...press, key: "Backspace" })).toBe(false)
    expect(fixEmptyTagSubmit({ ...press, atMax: true })).toBe(false)
  })
})
