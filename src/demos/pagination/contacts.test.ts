import { describe, expect, it } from "vitest"
import { CONTACT_COUNT, FIRST_PAGE, loadContacts } from "./contacts"
import { paginationControls } from "./controls"

describe("contacts", () => {
  it("the bundled first page and the count match the full list", async () => {
    const all = await loadContacts()
    expect(all).toHaveLength(CONTACT_COUNT)
    expect(FIRST_PAGE).toEqual(all.slice(0, FIRST_PAGE.length))
    expect(FIRST_PAGE).toHaveLength(paginationControls.fields.pageSize.default)
  })
})

describe("pagination options", () => {
  const validate = paginationControls.validate!
  it("round sizes and keep the page within the pages that exist", () => {
    expect(validate({ pageSize: 10, siblingCount: 1, page: 3 })).toEqual({
      values: { pageSize: 10, siblingCount: 1, page: 3 },
      problems: [],
    })
    const { values, problems } = validate({ pageSize: 2.6, siblingCount: 0.4, page: 900 })
    expect(values).toEqual({ pageSize: 3, siblingCount: 0, page: 334 })
    expect(problems).toEqual([
      "Page size 2.6 was rounded to 3.",
      "Sibling count 0.4 was rounded to 0.",
      "Page 900 does not exist (pages run from 1 to 334); showing page 334.",
    ])
  })
})
