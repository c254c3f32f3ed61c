import { expect, gotoDemo, openTab, optionProblems, test, visualizer } from "@tests/fixtures"
import { PaginationModel } from "@tests/models/pagination.model"

test.describe("pagination", () => {
  test("shows the first 10 of 1000 contacts with pages 1 2 3 4 5 … 100", async ({ page }) => {
    const pagination = new PaginationModel(page)
    await gotoDemo(page, "/pagination")
    await expect(page.locator("main thead th")).toHaveText(["ID", "FIRST NAME", "LAST NAME", "EMAIL", "PHONE"])
    await expect(page.locator("main tbody tr")).toHaveCount(10)
    await expect(pagination.firstIdCell).toHaveText("1")
    await expect(page.locator("main tbody tr").last().locator("td").first()).toHaveText("10")
    // phone like ddd-ddd-dddd, fictional mail domain
    await expect(page.locator("main tbody tr").first().locator("td").nth(4)).toHaveText(/^\d{3}-\d{3}-\d{4}$/)
    await expect(page.locator("main tbody tr").first().locator("td").nth(3)).toHaveText(/@example\.com$/)
    await expect(pagination.pageItems).toHaveText(["1", "2", "3", "4", "5", "…", "100"])
    await expect(page.locator('main [data-testid^="item-"]')).toHaveCount(6)
    await expect(page.getByTestId("item-1")).toHaveAttribute("aria-current", "page")
    await expect(pagination.pager.getByRole("button", { name: "Previous" })).toBeDisabled()
    await expect(page.getByTestId("output")).toHaveText("{}")
  })

  test("Next, Previous and page items change the rows, the output and the URL", async ({ page }) => {
    const pagination = new PaginationModel(page)
    await gotoDemo(page, "/pagination")
    await pagination.pager.getByRole("button", { name: "Next" }).click()
    await expect(pagination.firstIdCell).toHaveText("11")
    await expect(page.getByTestId("item-2")).toHaveAttribute("aria-current", "page")
    expect(JSON.parse((await page.getByTestId("output").textContent()) ?? "")).toEqual({ page: 2, pageSize: 10 })
    await expect(page).toHaveURL(/[?&]page=2/)

    await page.getByTestId("item-100").click()
    await expect(pagination.firstIdCell).toHaveText("991")
    await expect(pagination.pageItems).toHaveText(["1", "…", "96", "97", "98", "99", "100"])
    await expect(pagination.pager.getByRole("button", { name: "Next" })).toBeDisabled()

    // keyboard: the previous button is reachable and operable
    await pagination.pager.getByRole("button", { name: "Previous" }).focus()
    await page.keyboard.press("Enter")
    await expect(pagination.firstIdCell).toHaveText("981")
    await expect(page.getByTestId("item-99")).toHaveAttribute("aria-current", "page")
    await page.keyboard.press("Space")
    await expect(page.getByTestId("item-98")).toHaveAttribute("aria-current", "page")

    await openTab(page, "Visualizer")
    await expect(visualizer(page)).toContainText('"page": 98')
  })

  test("page size and sibling count come from the controls", async ({ page }) => {
    const pagination = new PaginationModel(page)
    await gotoDemo(page, "/pagination")
    await page.getByTestId("siblingCount").fill("2")
    await page.getByTestId("siblingCount").press("Enter")
    await expect(pagination.pageItems).toHaveText(["1", "2", "3", "4", "5", "6", "7", "…", "100"])

    await page.getByTestId("pageSize").fill("25")
    await page.getByTestId("pageSize").press("Enter")
    await expect(page.locator("main tbody tr")).toHaveCount(25)
    await expect(pagination.pageItems.last()).toHaveText("40")
    await expect(page.getByTestId("range")).toHaveText("Showing 1–25 of 1000")

    // one page only: the pager disappears
    await page.getByTestId("pageSize").fill("1000")
    await page.getByTestId("pageSize").press("Enter")
    await expect(page.locator("main tbody tr")).toHaveCount(1000)
    await expect(pagination.pager).toHaveCount(0)
  })

  test("a page number out of range is clamped to 1..total, and the Controls panel says so", async ({ page }) => {
    const pagination = new PaginationModel(page)
    await gotoDemo(page, "/pagination?page=500")
    await expect(page.getByTestId("item-100")).toHaveAttribute("aria-current", "page")
    await expect(pagination.firstIdCell).toHaveText("991")
    await expect(optionProblems(page)).toContainText("Page 500 does not exist")

    await gotoDemo(page, "/pagination?page=-3")
    await expect(page.getByTestId("item-1")).toHaveAttribute("aria-current", "page")
    await expect(pagination.firstIdCell).toHaveText("1")
    await expect(optionProblems(page)).toContainText("showing page 1")

    // typed in the controls, and a page size that shrinks the page count
    await page.getByTestId("page").fill("60")
    await page.getByTestId("page").press("Enter")
    await expect(pagination.firstIdCell).toHaveText("591")
    await expect(optionProblems(page)).toHaveCount(0)
    await page.getByTestId("pageSize").fill("50")
    await page.getByTestId("pageSize").press("Enter")
    await expect(page.getByTestId("item-20")).toHaveAttribute("aria-current", "page")
    await expect(pagination.firstIdCell).toHaveText("951")
    await expect(optionProblems(page)).toContainText("showing page 20")

    // nonsense in the URL is reported, never a crash
    await gotoDemo(page, "/pagination?pageSize=abc")
    await expect(page.locator("main tbody tr")).toHaveCount(10)
    await openTab(page, "Controls")
    await expect(page.locator(".controls-notice")).toContainText("pageSize=abc")
  })

  test("right to left, the pager runs from the right and the details' JSON still reads left to right", async ({
    page,
  }) => {
    const pagination = new PaginationModel(page)
    await gotoDemo(page, "/pagination?dir=rtl")
    await pagination.pager.getByRole("button", { name: "Next" }).click()
    await expect(page.getByTestId("item-2")).toHaveAttribute("aria-current", "page")
    const first = (await page.getByTestId("item-1").boundingBox())!
    const second = (await page.getByTestId("item-2").boundingBox())!
    expect(second.x).toBeLessThan(first.x)
    expect(JSON.parse((await page.getByTestId("output").textContent()) ?? "")).toEqual({ page: 2, pageSize: 10 })
    expect(await page.getByTestId("output").evaluate((el) => getComputedStyle(el).direction)).toBe("ltr")
  })
})
