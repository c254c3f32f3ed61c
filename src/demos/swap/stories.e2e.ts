import { expect, expectNoViolations, gotoDemo, test } from "@tests/fixtures"

// swap/basic (stories.md, layer utilities): a mute button whose two faces cross-fade, one presence each
test.describe("swap stories", () => {
  test("basic: the button's face cross-fades between Unmuted and Muted, the leaving face staying until it has faded", async ({
    page,
  }) => {
    await gotoDemo(page, "/swap/basic")
    const button = page.locator("main").getByRole("button", { name: "Unmuted" })
    const faces = page.locator("main .swap-slot")
    // the face there on load arrives without an animation
    await expect(faces).toHaveCount(1)
    await expect(faces).not.toHaveAttribute("data-state")
    await expectNoViolations(page, "swap, unmuted")

    // the faces are watched from the click on: both are there at once, the old one leaving over the new
    await page.evaluate(() => {
      const seen: string[] = []
      const record = () => {
        const now = [...document.querySelectorAll("main .swap-slot")]
          .map((face) => `${face.textContent}:${face.getAttribute("data-state")}`)
          .join(" + ")
        if (seen.at(-1) !== now) seen.push(now)
      }
      new MutationObserver(record).observe(document.querySelector("main .swap-button")!, {
        subtree: true,
        childList: true,
        attributes: true,
      })
      ;(window as unknown as { seenFaces: string[] }).seenFaces = seen
    })
    await button.click()
    await expect(page.locator("main").getByRole("button", { name: "Muted" })).toBeVisible()
    await expect(faces).toHaveCount(1)
    await expect(faces).toHaveAttribute("data-state", "open")
    const seen = await page.evaluate(() => (window as unknown as { seenFaces: string[] }).seenFaces)
    expect(seen).toContain("Unmuted:closed + Muted:open")
    expect(seen.at(-1)).toBe("Muted:open")
    await expectNoViolations(page, "swap, muted")

    // and back, by keyboard
    await page.keyboard.press("Enter")
    await expect(page.locator("main").getByRole("button", { name: "Unmuted" })).toBeVisible()
    await expect(faces).toHaveCount(1)
    await expect(faces).toHaveText("Unmuted")
  })

  test("basic: with reduced motion the faces swap at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await gotoDemo(page, "/swap/basic")
    await page.locator("main").getByRole("button", { name: "Unmuted" }).click()
    const faces = page.locator("main .swap-slot")
    await expect(faces).toHaveCount(1)
    await expect(faces).toHaveText("Muted")
  })
})
