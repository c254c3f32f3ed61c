import { expect, gotoDemo, openTab, readVisualizer, setControl, test } from "@tests/fixtures"
import { AsyncListModel } from "@tests/models/async-list.model"

const sorted = (values: string[], direction = 1) => [...values].sort((a, b) => direction * a.localeCompare(b))

test.describe("async list", () => {
  test("loads the first 20 of 1000 contacts into a table; Load more appends the next 20", async ({ page }) => {
    const list = new AsyncListModel(page)
    // a slow source, so that the loading state lasts long enough to be seen on a busy machine
    await gotoDemo(page, "/async-list?delay=1500")
    await expect(page.locator("main thead th")).toHaveText(["ID", "FIRST NAME", "LAST NAME", "EMAIL"])
    await list.expectLoaded(20, 1000)
    await expect(list.rows.first().locator("td").first()).toHaveText("1")

    await list.button("Load more").click()
    await expect(list.loading).toBeVisible()
    // the rows stay while the next page loads
    await expect(list.rows).toHaveCount(20)
    await list.expectLoaded(40, 1000)
    await expect(list.rows.nth(39).locator("td").first()).toHaveText("40")
  })

  test("Filter narrows by first or last name, case-insensitively, as you type", async ({ page }) => {
    const list = new AsyncListModel(page)
    await gotoDemo(page, "/async-list")
    await list.expectLoaded(20, 1000)
    const filter = page.getByRole("searchbox", { name: "Filter" })
    await filter.pressSequentially("CONN")
    await expect(list.loading).toHaveCount(0)
    await expect(list.status).toHaveText(/^Showing (\d+) of \1 contacts$/)
    const names = await list.rows.evaluateAll((trs) =>
      trs.map((tr) => `${tr.children[1].textContent} ${tr.children[2].textContent}`),
    )
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) expect(name.toLowerCase()).toContain("conn")

    await filter.fill("zzzz-nobody")
    await list.expectLoaded(0, 0)
    await filter.fill("")
    await list.expectLoaded(20, 1000)
  })

  test("Sort by first name, then again for the reverse; Sort by last name", async ({ page }) => {
    const list = new AsyncListModel(page)
    await gotoDemo(page, "/async-list")
    await list.expectLoaded(20, 1000)
    await list.button("Sort by first name").click()
    await expect(page.locator("main th", { hasText: "FIRST NAME" })).toHaveAttribute("aria-sort", "ascending")
    await list.expectLoaded(20, 1000)
    const firstNames = await list.column(2).allTextContents()
    expect(firstNames).toEqual(sorted(firstNames))

    await list.button("Sort by first name").click()
    await expect(page.locator("main th", { hasText: "FIRST NAME" })).toHaveAttribute("aria-sort", "descending")
    await list.expectLoaded(20, 1000)
    const reversed = await list.column(2).allTextContents()
    expect(reversed).toEqual(sorted(reversed, -1))
    expect(reversed[0]).not.toBe(firstNames[0])

    await list.button("Sort by last name").click()
    await expect(page.locator("main th", { hasText: "LAST NAME" })).toHaveAttribute("aria-sort", "ascending")
    await expect(page.locator("main th", { hasText: "FIRST NAME" })).not.toHaveAttribute("aria-sort")
    await list.expectLoaded(20, 1000)
    const lastNames = await list.column(3).allTextContents()
    expect(lastNames).toEqual(sorted(lastNames))
  })

  test("Reload shows Loading… over the rows it had, then the first page again", async ({ page }) => {
    const list = new AsyncListModel(page)
    await gotoDemo(page, "/async-list?delay=1500")
    await list.expectLoaded(20, 1000)
    await list.button("Load more").click()
    await list.expectLoaded(40, 1000)
    await list.button("Reload").click()
    await expect(list.loading).toBeVisible()
    await expect(list.rows).toHaveCount(40)
    await list.expectLoaded(20, 1000)
  })

  test("a newer load cancels the one running: only the last filter's rows arrive", async ({ page }) => {
    const list = new AsyncListModel(page)
    await gotoDemo(page, "/async-list?delay=2000")
    await list.expectLoaded(20, 1000)
    const filter = page.getByRole("searchbox", { name: "Filter" })
    await filter.fill("a")
    await expect(list.loading).toBeVisible()
    await filter.fill("conn")
    await expect(list.loading).toHaveCount(0)
    const names = await list.rows.evaluateAll((trs) =>
      trs.map((tr) => `${tr.children[1].textContent} ${tr.children[2].textContent}`),
    )
    for (const name of names) expect(name.toLowerCase()).toContain("conn")
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.state).toBe("idle")
    expect(json.context.filterText).toBe("conn")
  })

  test("fail next load: the error shows, the rows stay, the switch turns off and the next load works", async ({
    page,
  }) => {
    const list = new AsyncListModel(page)
    await gotoDemo(page, "/async-list")
    await list.expectLoaded(20, 1000)
    await setControl(page, "failNextLoad", true)
    await list.button("Load more").click()
    await expect(page.getByRole("alert").filter({ hasText: "Could not load contacts" })).toBeVisible()
    await expect(list.rows).toHaveCount(20)
    await expect(page.getByTestId("failNextLoad")).not.toBeChecked()
    await expect(page).not.toHaveURL(/failNextLoad/)

    await list.button("Load more").click()
    await list.expectLoaded(40, 1000)
    await expect(page.getByText("Could not load contacts")).toHaveCount(0)
  })

  test("keyboard alone: type a filter, press the buttons", async ({ page }) => {
    const list = new AsyncListModel(page)
    await gotoDemo(page, "/async-list")
    await list.expectLoaded(20, 1000)
    await page.getByRole("searchbox", { name: "Filter" }).focus()
    await page.keyboard.type("an")
    // Load more is disabled while the filtered list loads
    await expect(list.loading).toHaveCount(0)
    await page.keyboard.press("Tab")
    await expect(list.button("Load more")).toBeFocused()
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await expect(list.button("Sort by first name")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page.locator("main th", { hasText: "FIRST NAME" })).toHaveAttribute("aria-sort", "ascending")
  })

  test("a delay out of range is ignored and named", async ({ page }) => {
    const list = new AsyncListModel(page)
    await gotoDemo(page, "/async-list?delay=-1")
    await openTab(page, "Controls")
    await expect(page.locator(".toolbar")).toContainText("delay=-1")
    await list.expectLoaded(20, 1000)
  })
})
