import { expect, readVisualizer, setControl, test } from "@tests/fixtures"
import { content, day, gotoDatePicker, input, output, trigger } from "@tests/models/date-picker.model"

test.describe("date picker (multi)", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDatePicker(page, "/date-picker-multi")
  })

  test("several days stay selected, shown in the input and in Selected; a second click deselects", async ({ page }) => {
    await trigger(page).click()
    await day(page, "2026-03-03").click()
    await day(page, "2026-03-18").click()
    // the calendar stays open in multiple mode
    await expect(content(page)).toBeVisible()
    // keyboard adds one more
    await page.keyboard.press("ArrowRight")
    await expect(day(page, "2026-03-19")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(output(page)).toContainText("Selected: 03/03/2026, 03/18/2026, 03/19/2026")
    for (const iso of ["2026-03-03", "2026-03-18", "2026-03-19"]) {
      await expect(day(page, iso)).toHaveAttribute("data-selected", "")
    }
    await page.getByRole("button", { name: "Outside Element" }).click()
    await expect(content(page)).toBeHidden()
    await expect(input(page)).toHaveValue("03/03/2026, 03/18/2026, 03/19/2026")

    await trigger(page).click()
    await day(page, "2026-03-18").click()
    await expect(day(page, "2026-03-18")).not.toHaveAttribute("data-selected", "")
    await expect(output(page)).toContainText("Selected: 03/03/2026, 03/19/2026")
    await page.keyboard.press("Escape")
    await expect(content(page)).toBeHidden()
    await expect(input(page)).toHaveValue("03/03/2026, 03/19/2026")

    const json = await readVisualizer(page)
    expect(json.context.value).toEqual(["2026-03-03", "2026-03-19"])
    expect(json.props.selectionMode).toBe("multiple")

    await page.locator('main [data-part="clear-trigger"]').click()
    await expect(output(page)).toContainText("Selected: -")
    await expect(input(page)).toHaveValue("")
  })

  test("min / max from the controls disable days outside", async ({ page }) => {
    await setControl(page, "min", "2026-03-05")
    await trigger(page).click()
    await expect(day(page, "2026-03-04")).toHaveAttribute("aria-disabled", "true")
    await day(page, "2026-03-04").click({ force: true })
    await day(page, "2026-03-05").click()
    await expect(output(page)).toContainText("Selected: 03/05/2026")
  })

  test("useFixMultipleInputText: the input lists every selected date while it is not focused", async ({ page }) => {
    await trigger(page).click()
    await day(page, "2026-03-03").click()
    await day(page, "2026-03-04").click()
    await page.keyboard.press("Escape")
    await expect(content(page)).toBeHidden()
    // zag alone leaves only the first date in the input
    await expect(input(page)).toHaveValue("03/03/2026, 03/04/2026")
    await page.getByRole("button", { name: "Outside Element" }).focus()
    await expect(input(page)).toHaveValue("03/03/2026, 03/04/2026")
  })
})
