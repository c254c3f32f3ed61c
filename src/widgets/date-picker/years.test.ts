import { describe, expect, test } from "vitest"
import { yearGrid, yearSelectOptions } from "./years"

describe("date picker years", () => {
  test("yearSelectOptions: offers 1900-2100", () => {
    const years = yearSelectOptions(undefined, undefined)
    expect(years).toHaveLength(201)
    expect(years[0]).toEqual({ label: "1900", value: 1900, disabled: false })
    expect(years.at(-1)).toEqual({ label: "2100", value: 2100, disabled: false })
  })

  test("yearSelectOptions: keeps the years outside min / max, disabled", () => {
    const years = yearSelectOptions({ year: 2020 }, { year: 2026 })
    expect(years).toHaveLength(201)
    const enabled = years.filter((year) => !year.disabled).map((year) => year.value)
    expect(enabled).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026])
  })

  test("yearGrid: a page holds 12 years from the decade's start in rows of 4", () => {
    const rows = yearGrid(2020, 4, undefined, undefined)
    expect(rows.map((row) => row.map((year) => year.value))).toEqual([
      [2020, 2021, 2022, 2023],
      [2024, 2025, 2026, 2027],
      [2028, 2029, 2030, 2031],
    ])
    expect(rows.flat().every((year) => !year.disabled && year.label === String(year.value))).toBe(true)
  })

  test("yearGrid: years outside min / max are disabled", () => {
    const rows = yearGrid(2020, 4, { year: 2022 }, { year: 2030 })
    const disabled = rows
      .flat()
      .filter((year) => year.disabled)
      .map((year) => year.value)
    expect(disabled).toEqual([2020, 2021, 2031])
  })
})
