import { expect, readVisualizer, setControl, test } from "@tests/fixtures"
import { DatePickerModel } from "@tests/models/date-picker.model"

test.describe("date picker (multi)", () => {
  test.beforeEach(async ({ page }) => {
    const picker = new DatePickerModel(page)
    await picker.goto("/date-picker-multi")
  })

  test("several days stay selected, shown in the input and in Selected; a second click deselects", async ({ page }) => {
    const picker = new DatePickerModel(page)
    await picker.trigger.click()
    await picker.day("2026-03-03").click()
    await picker.day("2026-03-18").click()
    // the calendar stays open in multiple mode
    await expect(picker.content).toBeVisible()
    // keyboard adds one more
    await page.keyboard.press("ArrowRight")
    await expect(picker.day("2026-03-19")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(picker.output).toContainText("Selected: 03/03/2026, 03/18/2026, 03/19/2026")
    for (const iso of ["2026-03-03", "2026-03-18", "2026-03-19"]) {
      await expect(picker.day(iso)).toHaveAttribute("data-selected", "")
    }
    await page.getByRole("button", { name: "Outside Element" }).click()
    await expect(picker.content).toBeHidden()
    await expect(picker.input).toHaveValue("03/03/2026, 03/18/2026, 03/19/2026")

    await picker.trigger.click()
    await picker.day("2026-03-18").click()
    await expect(picker.day("2026-03-18")).not.toHaveAttribute("data-selected", "")
    await expect(picker.output).toContainText("Selected: 03/03/2026, 03/19/2026")
    await page.keyboard.press("Escape")
    await expect(picker.content).toBeHidden()
    await expect(picker.input).toHaveValue("03/03/2026, 03/19/2026")

    const json = await readVisualizer(page)
    expect(json.context.value).toEqual(["2026-03-03", "2026-03-19"])
    expect(json.props.selectionMode).toBe("multiple")

    await picker.clearTrigger.click()
    await expect(picker.output).toContainText("Selected: -")
    await expect(picker.input).toHaveValue("")
  })

  test("min / max from the controls disable days outside", async ({ page }) => {
    const picker = new DatePickerModel(page)
    await setControl(page, "min", "2026-03-05")
    await picker.trigger.click()
    await expect(picker.day("2026-03-04")).toHaveAttribute("aria-disabled", "true")
    await picker.day("2026-03-04").click({ force: true })
    await picker.day("2026-03-05").click()
    await expect(picker.output).toContainText("Selected: 03/05/2026")
  })

  test("useFixMultipleInputText: the input lists every selected date while it is not focused", async ({ page }) => {
    const picker = new DatePickerModel(page)
    await picker.trigger.click()
    await picker.day("2026-03-03").click()
    await picker.day("2026-03-04").click()
    await page.keyboard.press("Escape")
    await expect(picker.content).toBeHidden()
    // zag alone leaves only the first date in the input
    await expect(picker.input).toHaveValue("03/03/2026, 03/04/2026")
    await page.getByRole("button", { name: "Outside Element" }).focus()
    await expect(picker.input).toHaveValue("03/03/2026, 03/04/2026")
  })
})
