import { expect, gotoDemo, openTab, setControl, stopClock, test, visualizer } from "@tests/fixtures"
import { ClipboardModel } from "@tests/models/clipboard.model"

test.describe("clipboard", () => {
  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await page.clock.install()
    await gotoDemo(page, "/clipboard")
    await stopClock(page, 1000)
  })

  test("copies the value; Copied! shows for 3000 ms, then Copy again", async ({ page }) => {
    const clipboard = new ClipboardModel(page)
    await expect(clipboard.input).toHaveValue("https://github.com/chakra-ui/zag")
    await expect(page.getByText("Copy", { exact: true })).toBeVisible()
    await expect(clipboard.trigger).toHaveAccessibleName("Copy to clipboard")

    await clipboard.trigger.click()
    await expect(page.getByText("Copied!")).toBeVisible()
    await expect(clipboard.trigger).toHaveAccessibleName("Copied to clipboard")
    expect(await clipboard.readClipboard()).toBe("https://github.com/chakra-ui/zag")

    await page.clock.runFor(2900)
    await expect(page.getByText("Copied!")).toBeVisible()
    await page.clock.runFor(200)
    await expect(page.getByText("Copied!")).toBeHidden()
    await expect(page.getByText("Copy", { exact: true })).toBeVisible()
  })

  test("the value is editable and the edited text is what gets copied (keyboard)", async ({ page }) => {
    const clipboard = new ClipboardModel(page)
    await clipboard.input.fill("https://example.test/zag")
    await page.keyboard.press("Tab")
    await expect(clipboard.trigger).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page.getByText("Copied!")).toBeVisible()
    expect(await clipboard.readClipboard()).toBe("https://example.test/zag")
    await openTab(page, "Visualizer")
    await expect(visualizer(page)).toContainText('"value": "https://example.test/zag"')
    await expect(visualizer(page)).toContainText('"state": "copied"')
  })

  test("an empty value is not copied and says why; the timeout control changes the duration", async ({ page }) => {
    const clipboard = new ClipboardModel(page)
    await clipboard.input.fill("")
    await clipboard.trigger.click()
    await expect(page.locator("main [role=alert]")).toHaveText("Nothing to copy: the value is empty.")
    await expect(page.getByText("Copied!")).toBeHidden()

    await page.getByTestId("timeout").fill("1000")
    await page.getByTestId("timeout").press("Enter")
    await clipboard.input.fill("short")
    await expect(page.locator("main [role=alert]")).toBeHidden()
    await clipboard.trigger.click()
    await expect(page.getByText("Copied!")).toBeVisible()
    await page.clock.runFor(1200)
    await expect(page.getByText("Copied!")).toBeHidden()

    await setControl(page, "timeout", -1)
    await expect(page.locator(".toolbar [role=alert]")).toContainText(
      "timeout must be from 0 to 60000 ms (got -1); using 3000.",
    )
    await expect(page.locator("main [role=alert]")).toHaveCount(0)
  })

  test("fixRefusedCopy: a refused clipboard write says so instead of showing Copied!", async ({ page }) => {
    const clipboard = new ClipboardModel(page)
    await page.evaluate(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"))
    })
    await clipboard.trigger.click()
    await expect(page.locator("main [role=alert]")).toHaveText(
      "The browser refused clipboard access. Select the text and press Ctrl+C (⌘C) instead.",
    )
    await expect(page.getByText("Copied!")).toBeHidden()
    await expect(clipboard.trigger).toHaveAccessibleName("Copy to clipboard")
  })
})
