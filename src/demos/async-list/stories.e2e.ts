import { expect, gotoDemo, test } from "@tests/fixtures"

test.describe("async-list stories", () => {
  test("star-wars: ten people a second after asking; Load More to the end; sort by name; filter; abort", async ({
    page,
  }) => {
    await gotoDemo(page, "/async-list/star-wars")
    const status = page.locator("main .async-list-status")
    const json = page.getByRole("region", { name: "Loaded people as JSON" })
    const loadMore = page.getByRole("button", { name: "Load More" })
    const firstName = async () => JSON.parse((await json.textContent()) ?? "[]")[0]?.name

    await expect(status).toHaveText("10 items")
    await expect(json).toContainText('"name": "Luke Skywalker"')
    await loadMore.click()
    await expect(status).toContainText("Loading...")
    await expect(loadMore).toBeDisabled()
    await expect(status).toHaveText("20 items")
    await loadMore.click()
    await expect(status).toHaveText("30 items")
    // all thirty are in: nothing more to load
    await expect(loadMore).toBeDisabled()

    await page.getByRole("button", { name: "Sort by name" }).click()
    await expect(status).toContainText("by name, ascending")
    await expect.poll(firstName).toBe("Ackbar")
    await page.getByRole("button", { name: "Sort by name" }).click()
    await expect(status).toContainText("by name, descending")
    await expect.poll(firstName).toBe("Yoda")

    await page.getByRole("searchbox", { name: "Filter" }).fill("sky")
    await expect(status).toContainText("Loading...")
    await expect(status).toHaveText(/^2 items/)
    await expect(json).toContainText("Anakin Skywalker")
    await expect(json).not.toContainText("Yoda")

    // a load stopped halfway ends quietly: no longer loading, no error
    await page.getByRole("button", { name: "Reload" }).click()
    await expect(status).toContainText("Loading...")
    await page.getByRole("button", { name: "Abort" }).click()
    await expect(status).not.toContainText("Loading...")
    await expect(page.getByRole("button", { name: "Abort" })).toBeDisabled()
    await expect(page.getByRole("alert")).toHaveCount(0)
  })
})
