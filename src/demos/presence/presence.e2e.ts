import { expect, gotoDemo, openTab, readVisualizer, test } from "@tests/fixtures"
import { PresenceModel } from "@tests/models/presence.model"

test.describe("presence", () => {
  test("Toggle unmounts the box only after its exit animation has ended, then mounts it again animated", async ({
    page,
  }) => {
    const presence = new PresenceModel(page)
    // a long exit animation, so the box is seen still mounted while it plays
    await gotoDemo(page, "/presence?duration=2500")
    await expect(presence.box).toHaveText("Content")
    await expect(page.getByText("Present: yes")).toBeVisible()
    await openTab(page, "Visualizer")
    expect((await readVisualizer(page)).state).toBe("mounted")

    await presence.toggle.click()
    await expect(presence.box).toHaveAttribute("data-state", "closed")
    await expect(presence.box).toBeAttached()
    await expect(page.getByText("Present: yes")).toBeVisible()
    expect((await readVisualizer(page)).state).toBe("unmountSuspended")

    await expect(presence.box).not.toBeAttached()
    await expect(page.getByText("Present: no")).toBeVisible()
    expect((await readVisualizer(page)).state).toBe("unmounted")

    await presence.toggle.click()
    await expect(presence.box).toHaveAttribute("data-state", "open")
    expect(
      await presence.box.evaluate((el) => el.getAnimations().map((a) => (a as CSSAnimation).animationName)),
    ).toEqual(["presence-in"])
    await expect(page.getByText("Present: yes")).toBeVisible()
  })

  test("Toggle works from the keyboard, and a toggle during the exit keeps the box", async ({ page }) => {
    const presence = new PresenceModel(page)
    await gotoDemo(page, "/presence?duration=3000")
    await presence.toggle.focus()
    await page.keyboard.press("Enter")
    await expect(presence.box).toHaveAttribute("data-state", "closed")
    await page.keyboard.press("Space")
    await expect(presence.box).toHaveAttribute("data-state", "open")
    await openTab(page, "Visualizer")
    await expect.poll(async () => (await readVisualizer(page)).state).toBe("mounted")
    await expect(page.getByText("Present: yes")).toBeVisible()
  })

  test("with a zero duration the box leaves at once", async ({ page }) => {
    const presence = new PresenceModel(page)
    await gotoDemo(page, "/presence?duration=0")
    await presence.toggle.click()
    await expect(presence.box).not.toBeAttached()
    await expect(page.getByText("Present: no")).toBeVisible()
  })

  test("with reduced motion the box mounts and unmounts without animating", async ({ page }) => {
    const presence = new PresenceModel(page)
    await page.emulateMedia({ reducedMotion: "reduce" })
    // ten seconds of animation would outlast the assertions below if it ran
    await gotoDemo(page, "/presence?duration=10000")
    await page.emulateMedia({ reducedMotion: "reduce" })
    await presence.toggle.click()
    await expect(presence.box).not.toBeAttached({ timeout: 2_000 })
    await presence.toggle.click()
    await expect(presence.box).toHaveAttribute("data-state", "open")
    expect(await presence.box.evaluate((el) => el.getAnimations().length)).toBe(0)
  })

  test("skipAnimationOnMount leaves the first mount unanimated; later changes animate", async ({ page }) => {
    const presence = new PresenceModel(page)
    await gotoDemo(page, "/presence?skipAnimationOnMount=true&duration=1500")
    await expect(presence.box).not.toHaveAttribute("data-state")
    expect(await presence.box.evaluate((el) => el.getAnimations().length)).toBe(0)
    await presence.toggle.click()
    await expect(presence.box).toHaveAttribute("data-state", "closed")
    await expect(page.getByText("Present: yes")).toBeVisible()
    await expect(presence.box).not.toBeAttached()
  })

  test("the duration control sets the animation's length and refuses a negative one", async ({ page }) => {
    const presence = new PresenceModel(page)
    await gotoDemo(page, "/presence")
    await page.getByTestId("duration").fill("900")
    await page.getByTestId("duration").press("Enter")
    await expect(page).toHaveURL(/duration=900/)
    await expect(presence.box).toHaveCSS("animation-duration", "0.9s")
    await gotoDemo(page, "/presence?duration=-5")
    await expect(page.locator(".toolbar")).toContainText("duration=-5")
    await expect(presence.box).toHaveCSS("animation-duration", "0.4s")
  })
})
