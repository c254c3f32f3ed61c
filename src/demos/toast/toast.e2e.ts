import { expect, gotoDemo, openTab, setControl, test, visualizer } from "@tests/fixtures"
import { ToastModel } from "@tests/models/toast.model"

test.describe("toast", () => {
  test("each type has its duration: info and error 5 s, success 2 s, loading until closed", async ({ page }) => {
    const toast = new ToastModel(page)
    await toast.openPaused()
    await toast.button("Notify (Info)").click()
    await toast.button("Notify (Error)").click()
    await toast.button("Notify (Success)").click()
    await toast.button("Notify (Loading)").click()
    await page.clock.runFor(100)
    await expect(toast.toastTitled("Here is some information")).toHaveAttribute("data-type", "info")
    await expect(toast.toastTitled("Ooops! Something was wrong")).toHaveAttribute("data-type", "error")
    await expect(toast.toastTitled("Saved successfully")).toHaveAttribute("data-type", "success")
    const loading = toast.toastTitled("Fetching data...")
    await expect(loading).toHaveAttribute("data-type", "loading")
    await expect(loading.locator("svg title")).toHaveText("loader bars")
    await expect(toast.toasts).toHaveCount(4)
    await expect(toast.region).toHaveAttribute("data-placement", "bottom")

    await page.clock.runFor(1800) // 1.9 s
    await expect(toast.toastTitled("Saved successfully")).toHaveAttribute("data-state", "open")
    await page.clock.runFor(400) // 2.3 s: success dismissed, removed 200 ms later
    await expect(toast.toastTitled("Saved successfully")).toHaveCount(0)
    await expect(toast.toasts).toHaveCount(3)

    await page.clock.runFor(2500) // 4.8 s
    await expect(toast.toastTitled("Ooops! Something was wrong")).toHaveAttribute("data-state", "open")
    await page.clock.runFor(500) // 5.3 s
    await expect(toast.toastTitled("Ooops! Something was wrong")).toHaveCount(0)
    await expect(toast.toastTitled("Here is some information")).toHaveCount(0)

    await page.clock.runFor(60_000)
    await expect(toast.toasts).toHaveCount(1)
    await expect(loading).toHaveAttribute("data-state", "open")
    await loading.getByRole("button", { name: "Close notification" }).click()
    await page.clock.runFor(300)
    await expect(toast.toasts).toHaveCount(0)
  })

  test("Update Latest turns the last error into a loading toast; Pause, Resume and Close all", async ({ page }) => {
    const toast = new ToastModel(page)
    await toast.openPaused()
    await toast.button("Notify (Info)").click()
    await toast.button("Notify (Error)").click()
    await page.clock.runFor(100)
    await toast.button("Update Latest").click()
    await expect(toast.toastTitled("Testing")).toHaveAttribute("data-type", "loading")
    await expect(toast.toastTitled("Ooops! Something was wrong")).toHaveCount(0)

    await toast.button("Pause all").click()
    await expect(toast.toastTitled("Here is some information")).toHaveAttribute("data-paused", "")
    await page.clock.runFor(10_000)
    await expect(toast.toastTitled("Here is some information")).toHaveAttribute("data-state", "open")
    await toast.button("Resume all").click()
    await expect(toast.toastTitled("Here is some information")).not.toHaveAttribute("data-paused", "")
    await page.clock.runFor(5_300)
    await expect(toast.toastTitled("Here is some information")).toHaveCount(0)
    await expect(toast.toastTitled("Testing")).toHaveCount(1)

    await toast.button("Notify (Error)").click()
    await toast.button("Close all").click()
    await page.clock.runFor(300)
    await expect(toast.toasts).toHaveCount(0)
  })

  test("hovering the toasts pauses them and expands the overlapping stack", async ({ page }) => {
    const toast = new ToastModel(page)
    await toast.openPaused()
    await toast.button("Notify (Error)").click()
    await toast.button("Notify (Info)").click()
    await page.clock.runFor(100)
    const first = toast.toastTitled("Here is some information")
    const second = toast.toastTitled("Ooops! Something was wrong")
    await expect(first).toHaveAttribute("data-overlap", "")
    await expect(second).toHaveAttribute("data-sibling", "")

    await first.hover()
    await expect(first).toHaveAttribute("data-paused", "")
    await expect(second).toHaveAttribute("data-stack", "")
    await page.clock.runFor(8_000)
    await expect(second).toHaveAttribute("data-state", "open")
    // expanded: the two toasts no longer overlap (16 px gap)
    await expect
      .poll(async () => {
        const a = await first.boundingBox()
        const b = await second.boundingBox()
        return a && b ? Math.round(a.y - (b.y + b.height)) : null
      })
      .toBe(16)

    await page.mouse.move(5, 5)
    await expect(first).not.toHaveAttribute("data-paused", "")
    await expect(second).toHaveAttribute("data-overlap", "")
    await page.clock.runFor(5_300)
    await expect(toast.toasts).toHaveCount(0)
  })

  test("Escape or the close button on a focused toast moves focus to the next toast, then back to where it was", async ({
    page,
  }) => {
    const toast = new ToastModel(page)
    await toast.openPaused()
    await toast.button("Notify (Error)").click()
    await toast.button("Notify (Loading)").click()
    await page.clock.runFor(100)
    await page.keyboard.press("Alt+t")
    await expect(toast.region).toBeFocused()
    await page.keyboard.press("Tab")
    const loading = toast.toastTitled("Fetching data...")
    await expect(loading).toBeFocused()
    // focus inside pauses the timers
    await expect(toast.toastTitled("Ooops! Something was wrong")).toHaveAttribute("data-paused", "")
    await page.keyboard.press("Escape")
    await page.clock.runFor(300)
    await expect(loading).toHaveCount(0)
    const error = toast.toastTitled("Ooops! Something was wrong")
    await expect(error).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(error.getByRole("button", { name: "Close notification" })).toBeFocused()
    await page.keyboard.press("Enter")
    await page.clock.runFor(300)
    await expect(toast.toasts).toHaveCount(0)
    // zag returns focus to the element focused before Alt+T moved it to the notifications
    await expect(toast.button("Notify (Loading)")).toBeFocused()
  })

  test("placement, overlap and max come from the controls; the visualizer lists the toasts", async ({ page }) => {
    const toast = new ToastModel(page)
    await toast.openPaused("/toast?placement=top-end&overlap=false&max=2")
    // (open the tab first: toasts at top-end cover the toolbar's tabs)
    await openTab(page, "Visualizer")
    await toast.button("Notify (Loading)").click()
    await toast.button("Notify (Error)").click()
    await toast.button("Notify (Info)").click()
    await page.clock.runFor(100)
    await expect(toast.region).toHaveAttribute("data-placement", "top-end")
    await expect(toast.toasts).toHaveCount(2)
    await expect(toast.toasts.first()).toHaveAttribute("data-stack", "")
    const box = await toast.toasts.first().boundingBox()
    const viewport = page.viewportSize()
    expect(box && viewport && box.y < 100 && box.x + box.width > viewport.width - 40).toBe(true)

    await expect(visualizer(page)).toContainText('"title": "Fetching data..."')
    await expect(visualizer(page)).toContainText('"title": "Ooops! Something was wrong"')

    // the queued third toast shows once a slot frees up
    await toast.toastTitled("Fetching data...").getByRole("button", { name: "Close notification" }).click()
    await page.clock.runFor(300)
    await expect(toast.toastTitled("Here is some information")).toHaveCount(1)
  })

  test("overlap, max and placement changed after load reach the store", async ({ page }) => {
    const toast = new ToastModel(page)
    await toast.openPaused()
    await toast.button("Notify (Loading)").click()
    await toast.button("Notify (Error)").click()
    await page.clock.runFor(100)
    await expect(toast.toasts.first()).toHaveAttribute("data-overlap", "")
    await setControl(page, "overlap", false)
    await expect(toast.toasts.first()).toHaveAttribute("data-stack", "")
    await expect(toast.toasts.nth(1)).toHaveAttribute("data-stack", "")

    await setControl(page, "max", 2)
    await toast.button("Notify (Info)").click()
    await page.clock.runFor(100)
    await expect(toast.toasts).toHaveCount(2)

    // a new placement shows from the group's next render on
    await setControl(page, "placement", "top-end")
    await toast.button("Close all").click()
    await page.clock.runFor(300)
    await toast.button("Notify (Success)").click()
    await page.clock.runFor(100)
    await expect(toast.region).toHaveAttribute("data-placement", "top-end")
  })

  test("hiding the page pauses the toasts, showing it resumes them", async ({ page }) => {
    const toast = new ToastModel(page)
    await toast.openPaused("/toast?pauseOnPageIdle=true")
    await toast.button("Notify (Info)").click()
    await page.clock.runFor(100)
    const info = toast.toastTitled("Here is some information")
    await expect(info).not.toHaveAttribute("data-paused", "")
    const setVisibility = (state: "hidden" | "visible") =>
      page.evaluate((value) => {
        Object.defineProperty(document, "visibilityState", { configurable: true, get: () => value })
        document.dispatchEvent(new Event("visibilitychange"))
      }, state)
    await setVisibility("hidden")
    await expect(info).toHaveAttribute("data-paused", "")
    await page.clock.runFor(6_000)
    await expect(info).toHaveCount(1)
    await setVisibility("visible")
    await expect(info).not.toHaveAttribute("data-paused", "")
  })

  test("the embedded dialog opens, traps focus and gives it back", async ({ page }) => {
    const toast = new ToastModel(page)
    await gotoDemo(page, "/toast")
    await toast.button("Open Dialog").click()
    const dialog = page.getByRole("dialog", { name: "Edit profile" })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByPlaceholder("Enter name...")).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(toast.button("Open Dialog")).toBeFocused()
  })
})
