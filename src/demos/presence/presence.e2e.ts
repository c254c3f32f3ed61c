import type { Page } from "@playwright/test"
import { expect, gotoDemo, openTab, part, readVisualizer, test } from "@tests/fixtures"

const box = (page: Page) => part(page, "presence", "content")
const toggle = (page: Page) => page.getByRole("button", { name: "Toggle" })

test.describe("presence", () => {
  test("Toggle unmounts the box only after its exit animation has ended, then mounts it again animated", async ({
    page,
  }) => {
    // a long exit animation, so the box is seen still mounted while it plays
    await gotoDemo(page, "/presence?duration=2500")
    await expect(box(page)).toHaveText("Content")
    await expect(page.getByText("Present: yes")).toBeVisible()
    await openTab(page, "Visualizer")
    expect((await readVisualizer(page)).state).toBe("mounted")

    await toggle(page).click()
    await expect(box(page)).toHaveAttribute("data-state", "closed")
    await expect(box(page)).toBeAttached()
    await expect(page.getByText("Present: yes")).toBeVisible()
    expect((await readVisualizer(page)).state).toBe("unmountSuspended")

    await expect(box(page)).not.toBeAttached()
    await expect(page.getByText("Present: no")).toBeVisible()
    expect((await readVisualizer(page)).state).toBe("unmounted")

    await toggle(page).click()
    await expect(box(page)).toHaveAttribute("data-state", "open")
    expect(await box(page).evaluate((el) => el.getAnimations().map((a) => (a as CSSAnimation).animationName))).toEqual([
      "presence-in",
    ])
    await expect(page.getByText("Present: yes")).toBeVisible()
  })

  test("Toggle works from the keyboard, and a toggle during the exit keeps the box", async ({ page }) => {
    await gotoDemo(page, "/presence?duration=3000")
    await toggle(page).focus()
    await page.keyboard.press("Enter")
    await expect(box(page)).toHaveAttribute("data-state", "closed")
    await page.keyboard.press("Space")
    await expect(box(page)).toHaveAttribute("data-state", "open")
    await openTab(page, "Visualizer")
    await expect.poll(async () => (await readVisualizer(page)).state).toBe("mounted")
    await expect(page.getByText("Present: yes")).toBeVisible()
  })

  test("with a zero duration the box leaves at once", async ({ page }) => {
    await gotoDemo(page, "/presence?duration=0")
    await toggle(page).click()
    await expect(box(page)).not.toBeAttached()
    await expect(page.getByText("Present: no")).toBeVisible()
  })

  test("with reduced motion the box mounts and unmounts without animating", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    // ten seconds of animation would outlast the assertions below if it ran
    await gotoDemo(page, "/presence?duration=10000")
    await page.emulateMedia({ reducedMotion: "reduce" })
    await toggle(page).click()
    await expect(box(page)).not.toBeAttached({ timeout: 2_000 })
    await toggle(page).click()
    await expect(box(page)).toHaveAttribute("data-state", "open")
    expect(await box(page).evaluate((el) => el.getAnimations().length)).toBe(0)
  })

  test("skipAnimationOnMount leaves the first mount unanimated; later changes animate", async ({ page }) => {
    await gotoDemo(page, "/presence?skipAnimationOnMount=true&duration=1500")
    await expect(box(page)).not.toHaveAttribute("data-state")
    expect(await box(page).evaluate((el) => el.getAnimations().length)).toBe(0)
    await toggle(page).click()
    await expect(box(page)).toHaveAttribute("data-state", "closed")
    await expect(page.getByText("Present: yes")).toBeVisible()
    await expect(box(page)).not.toBeAttached()
  })

  test("the duration control sets the animation's length and refuses a negative one", async ({ page }) => {
    await gotoDemo(page, "/presence")
    await page.getByTestId("duration").fill("900")
    await page.getByTestId("duration").press("Enter")
    await expect(page).toHaveURL(/duration=900/)
    await expect(box(page)).toHaveCSS("animation-duration", "0.9s")
    await gotoDemo(page, "/presence?duration=-5")
    await expect(page.locator(".toolbar")).toContainText("duration=-5")
    await expect(box(page)).toHaveCSS("animation-duration", "0.4s")
  })
})
