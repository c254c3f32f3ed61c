import { expect, gotoDemo, listeningOutside, nextFrames, settle, test } from "@tests/fixtures"
import { DrawerModel } from "@tests/models/drawer.model"

const REM = 16

test.describe("drawer stories", () => {
  test("snap-points: opens at full height; a drag down rests it at 20rem, a swipe up goes on to full, a flick down closes", async ({
    page,
  }) => {
    const drawer = new DrawerModel(page)
    await gotoDemo(page, "/drawer/snap-points")
    const open = page.getByRole("button", { name: "Open", exact: true })
    await open.click()
    const sheet = page.getByRole("dialog", { name: "Drawer" })
    await expect(sheet).toBeVisible()
    await settle(page)
    await expect(page.getByTestId("snap-point")).toHaveText("Snap point: 1")
    const full = (await sheet.boundingBox())!.height
    expect(await drawer.visibleHeight()).toBeCloseTo(full, 0)
    await expect(sheet.getByTestId("scrollable").getByRole("listitem")).toHaveCount(50)

    await drawer.drag(drawer.grabber, { dy: 250 })
    await expect(page.getByTestId("snap-point")).toHaveText("Snap point: 20rem")
    await settle(page)
    expect(await drawer.visibleHeight()).toBeCloseTo(20 * REM, 0)

    await drawer.drag(drawer.grabber, { dy: -150 }, { quick: true })
    await expect(page.getByTestId("snap-point")).toHaveText("Snap point: 1")
    await settle(page)
    expect(await drawer.visibleHeight()).toBeCloseTo(full, 0)

    await drawer.drag(drawer.grabber, { dy: 400 }, { quick: true })
    await expect(drawer.content).not.toBeAttached()
    await expect(open).toBeFocused()
  })
})

test.describe("drawer stories: active-snap-point", () => {
  test("opens at 20rem with 100 items; a drag from the no-drag block leaves it, a swipe up on the handle opens it full", async ({
    page,
  }) => {
    const drawer = new DrawerModel(page)
    await gotoDemo(page, "/drawer/active-snap-point")
    await page.getByRole("button", { name: "Open", exact: true }).click()
    const sheet = page.getByRole("dialog", { name: "Drawer" })
    await expect(sheet).toBeVisible()
    await settle(page)
    await expect(page.getByTestId("snap-point")).toHaveText("Snap point: 20rem")
    expect(await drawer.visibleHeight()).toBeCloseTo(20 * REM, 0)
    await expect(sheet.getByTestId("scrollable").getByRole("listitem")).toHaveCount(100)

    const noDrag = sheet.getByText("No drag area")
    await expect(noDrag).toBeInViewport()
    // a drag there that would close the sheet selects the text instead
    await drawer.drag(noDrag, { dy: 200 }, { quick: true })
    await expect.poll(() => page.evaluate(() => getSelection()?.toString() ?? "")).not.toBe("")
    await settle(page)
    await expect(drawer.content).toHaveAttribute("data-state", "open")
    await expect(page.getByTestId("snap-point")).toHaveText("Snap point: 20rem")
    expect(await drawer.visibleHeight()).toBeCloseTo(20 * REM, 0)

    // zag starts no drag while text in the sheet is selected: a click on the title clears the selection
    await sheet.getByRole("heading", { name: "Drawer" }).click()
    await expect.poll(() => page.evaluate(() => getSelection()?.toString() ?? "")).toBe("")

    await drawer.drag(drawer.grabber, { dy: -150 }, { quick: true })
    await expect(page.getByTestId("snap-point")).toHaveText("Snap point: 1")
  })
})

test.describe("drawer stories: swipe-area", () => {
  test("no trigger: a press or a small swipe on the bottom strip leaves it closed, a swipe up opens the sheet", async ({
    page,
  }) => {
    const drawer = new DrawerModel(page)
    await gotoDemo(page, "/drawer/swipe-area")
    const area = drawer.part("swipe-area")
    await expect(area).toBeVisible()
    await expect(page.getByRole("main").getByRole("button", { name: "Open", exact: true })).toHaveCount(0)
    // it lies along the bottom edge of the window
    const box = (await area.boundingBox())!
    expect(box.y + box.height).toBeCloseTo(page.viewportSize()!.height, 0)

    await area.click()
    await nextFrames(page)
    await expect(area).toHaveAttribute("data-state", "closed")
    await expect(drawer.content).toHaveCount(0)

    await drawer.drag(area, { dy: -40 })
    await expect(area).not.toHaveAttribute("data-swiping")
    await expect(drawer.content).not.toBeAttached()
    await expect(area).toHaveAttribute("data-state", "closed")

    await drawer.drag(area, { dy: -450 }, { quick: true })
    const sheet = page.getByRole("dialog", { name: "Drawer" })
    await expect(sheet).toBeVisible()
    await expect(sheet).toHaveAccessibleDescription("Swipe up from the bottom edge to open this drawer.")
    await expect(sheet.getByTestId("scrollable").getByRole("listitem")).toHaveCount(100)
    await settle(page)
    // it rests fully open
    expect(await drawer.visibleHeight()).toBeCloseTo((await sheet.boundingBox())!.height, 0)

    await sheet.getByRole("button", { name: "Close" }).click()
    await expect(drawer.content).not.toBeAttached()
    await expect(area).toBeVisible()
  })
})

test.describe("drawer stories: action-sheet", () => {
  test("Manage Profile opens Profile Actions; each of its five buttons closes it; its body does not drag", async ({
    page,
  }) => {
    const drawer = new DrawerModel(page)
    await gotoDemo(page, "/drawer/action-sheet")
    const trigger = page.getByRole("button", { name: "Manage Profile" })
    const sheet = page.getByRole("dialog", { name: "Profile Actions" })
    await trigger.click()
    await expect(sheet).toBeVisible()
    await expect(sheet.getByRole("button")).toHaveText([
      "Edit Profile",
      "Change Avatar",
      "Privacy Settings",
      "Delete Account",
      "Cancel",
    ])
    await settle(page)
    const top = (await sheet.boundingBox())!.y
    // a drag on the sheet's title does nothing: only its handle drags
    await drawer.drag(sheet.getByRole("heading", { name: "Profile Actions" }), { dy: 200 }, { quick: true })
    await expect(drawer.content).not.toHaveAttribute("data-dragging")
    await expect(sheet).toBeVisible()
    await settle(page)
    expect((await sheet.boundingBox())!.y).toBeCloseTo(top, 0)

    for (const action of ["Edit Profile", "Change Avatar", "Privacy Settings", "Delete Account"]) {
      if (!(await sheet.isVisible())) await trigger.click()
      await sheet.getByRole("button", { name: action }).click()
      await expect(drawer.content).not.toBeAttached()
      await expect(page.getByTestId("last-action")).toHaveText(`Last action: ${action}`)
      await expect(trigger).toBeFocused()
    }

    // by keyboard: Enter opens it with the first action focused, Cancel closes it
    await page.keyboard.press("Enter")
    await expect(sheet).toBeVisible()
    await expect(sheet.getByRole("button", { name: "Edit Profile" })).toBeFocused()
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab")
    await expect(sheet.getByRole("button", { name: "Cancel" })).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(drawer.content).not.toBeAttached()
    await expect(page.getByTestId("last-action")).toHaveText("Last action: Delete Account")
    await expect(trigger).toBeFocused()
  })
})

test.describe("drawer stories: controlled", () => {
  test("Controlled Drawer: React holds the open state; Escape, a click outside and a swipe down each set it false", async ({
    page,
  }) => {
    const drawer = new DrawerModel(page)
    await gotoDemo(page, "/drawer/controlled")
    const trigger = page.getByRole("button", { name: "Open Controlled" })
    const state = page.getByTestId("open-state")
    const sheet = page.getByRole("dialog", { name: "Controlled Drawer" })
    await expect(page.getByRole("radio", { name: "Controlled Drawer" })).toBeChecked()

    await trigger.click()
    await expect(sheet).toBeVisible()
    await expect(state).toHaveText("Open (in React): true")
    await page.keyboard.press("Escape")
    await expect(drawer.content).not.toBeAttached()
    await expect(state).toHaveText("Open (in React): false")
    await expect(trigger).toBeFocused()

    await trigger.click()
    await expect(sheet).toBeVisible()
    await listeningOutside(page)
    await page.mouse.click(20, 300)
    await expect(drawer.content).not.toBeAttached()
    await expect(state).toHaveText("Open (in React): false")

    await trigger.click()
    await expect(sheet).toBeVisible()
    await settle(page)
    await drawer.drag(drawer.grabber, { dy: 500 }, { quick: true })
    await expect(drawer.content).not.toBeAttached()
    await expect(state).toHaveText("Open (in React): false")
  })

  test("Always Open: open without onOpenChange; a swipe, Escape and a click outside never close it", async ({
    page,
  }) => {
    const drawer = new DrawerModel(page)
    await gotoDemo(page, "/drawer/controlled")
    await page.getByRole("radio", { name: "Always Open" }).check()
    const sheet = page.getByRole("dialog", { name: "Always Open" })
    await expect(sheet).toBeVisible()
    await settle(page)
    const top = (await sheet.boundingBox())!.y

    await page.keyboard.press("Escape")
    await listeningOutside(page)
    await page.mouse.click(20, 300)
    await nextFrames(page)
    await expect(drawer.content).toHaveAttribute("data-state", "open")

    // a swipe that would close it: the sheet goes back to where it was
    await drawer.drag(drawer.grabber, { dy: 500 }, { quick: true })
    await expect(drawer.content).not.toHaveAttribute("data-dragging")
    await settle(page)
    await expect(drawer.content).toHaveAttribute("data-state", "open")
    expect((await sheet.boundingBox())!.y).toBeCloseTo(top, 0)

    // only a change of scenario closes it
    await sheet.getByRole("button", { name: "Switch to Controlled Drawer" }).click()
    await expect(drawer.content).not.toBeAttached()
    await expect(page.getByRole("radio", { name: "Controlled Drawer" })).toBeChecked()
    await expect(page.getByTestId("open-state")).toHaveText("Open (in React): false")
  })
})

/** Records where the sheet's top edge is on every frame from now on (null once it is gone), to read later. */
const recordSheetTop = (page: import("@playwright/test").Page) =>
  page.evaluate(() => {
    const tops: (number | null)[] = []
    ;(window as unknown as { sheetTops: typeof tops }).sheetTops = tops
    const sample = () => {
      const el = document.querySelector("[data-scope='drawer'][data-part='content']")
      tops.push(el ? el.getBoundingClientRect().top : null)
      if (el) requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
const sheetTops = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { sheetTops: (number | null)[] }).sheetTops)

/** The sheet's top edge only ever went down, or stayed, until it was gone: it never came back up. */
function neverCameBack(tops: (number | null)[]) {
  const seen = tops.filter((top): top is number => top !== null)
  // it was watched for the whole second and the slide away
  expect(seen.length).toBeGreaterThan(20)
  for (let i = 1; i < seen.length; i++)
    expect(seen[i], `frame ${i}: ${seen.join(", ")}`).toBeGreaterThanOrEqual(seen[i - 1] - 1)
}

test.describe("drawer stories: controlled-async", () => {
  test("it starts open; closing by a swipe or the backdrop waits 1 s for React and never flickers open again (must hold)", async ({
    page,
  }) => {
    const drawer = new DrawerModel(page)
    await gotoDemo(page, "/drawer/controlled-async")
    const sheet = page.getByRole("dialog", { name: "Drawer" })
    const state = page.getByTestId("open-state")
    const pending = page.getByTestId("pending")
    await expect(sheet).toBeVisible()
    await expect(page.getByText("The open state is applied 1 s after the drawer asks for it.")).toBeVisible()
    await settle(page)
    const openTop = (await sheet.boundingBox())!.y

    // a swipe down: the sheet stays where it was let go until React closes it, then slides away
    await drawer.drag(drawer.grabber, { dy: 300 }, { quick: true })
    await recordSheetTop(page)
    await expect(pending).toHaveText("Pending: close in 1 s")
    await expect(drawer.content).toHaveAttribute("data-state", "open")
    expect((await sheet.boundingBox())!.y).toBeGreaterThan(openTop + 100)
    await expect(state).toHaveText("Open (in React): false")
    await expect(drawer.content).not.toBeAttached()
    await expect(pending).toHaveText("Pending: none")
    neverCameBack(await sheetTops(page))
    await expect(drawer.content).toHaveCount(0)

    // Toggle Drawer asks to open: it opens a second later
    const toggle = page.getByRole("button", { name: "Toggle Drawer" })
    await toggle.click()
    await expect(pending).toHaveText("Pending: open in 1 s")
    await expect(sheet).toBeVisible()
    await expect(state).toHaveText("Open (in React): true")
    await settle(page)

    // a click on the backdrop: the sheet stays open for the second, then slides away, and stays away
    await listeningOutside(page)
    await recordSheetTop(page)
    await page.mouse.click(20, 300)
    await expect(pending).toHaveText("Pending: close in 1 s")
    await expect(state).toHaveText("Open (in React): false")
    await expect(drawer.content).not.toBeAttached()
    neverCameBack(await sheetTops(page))
    await expect(pending).toHaveText("Pending: none")
    await expect(drawer.content).toHaveCount(0)
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
  })
})

test.describe("drawer stories: non-modal", () => {
  test("Open Drawer: an end-edge sheet without backdrop, trap or outside dismissal; the page's field stays usable", async ({
    page,
  }) => {
    const drawer = new DrawerModel(page)
    await gotoDemo(page, "/drawer/non-modal")
    await page.getByRole("button", { name: "Open Drawer" }).click()
    const sheet = page.getByRole("dialog", { name: "Non-modal Drawer" })
    await expect(sheet).toBeVisible()
    await expect(sheet).toHaveAttribute("aria-modal", "false")
    await expect(drawer.backdrop).toHaveCount(0)
    await settle(page)
    // at the end edge of the window
    const box = (await sheet.boundingBox())!
    expect(box.x + box.width).toBeCloseTo(page.viewportSize()!.width, 0)

    // the page behind answers (focus is not trapped): its field takes a click and typing, and the sheet stays open
    const field = page.getByRole("textbox", { name: "Type something" })
    await listeningOutside(page)
    await field.click()
    await expect(field).toBeFocused()
    await page.keyboard.type("still usable")
    await expect(field).toHaveValue("still usable")
    await page.getByRole("heading", { level: 1 }).click()
    await nextFrames(page)
    await expect(sheet).toBeVisible()
    await expect(drawer.content).toHaveAttribute("data-state", "open")

    await sheet.getByRole("button", { name: "Close" }).click()
    await expect(drawer.content).not.toBeAttached()
  })

  test("in right-to-left view the end edge is the left one", async ({ page }) => {
    await gotoDemo(page, "/drawer/non-modal?dir=rtl")
    await page.getByRole("button", { name: "Open Drawer" }).click()
    const sheet = page.getByRole("dialog", { name: "Non-modal Drawer" })
    await expect(sheet).toBeVisible()
    await settle(page)
    expect((await sheet.boundingBox())!.x).toBeCloseTo(0, 0)
  })
})

test.describe("drawer stories: nested", () => {
  test("Account → Security → Advanced, each flag in React; a sheet with one on it steps back; closing a parent closes its children", async ({
    page,
  }) => {
    await gotoDemo(page, "/drawer/nested")
    const flags = page.getByTestId("open-flags")
    const account = page.getByRole("dialog", { name: "Account" })
    const security = page.getByRole("dialog", { name: "Security" })
    const advanced = page.getByRole("dialog", { name: "Advanced" })
    await page.getByRole("button", { name: "Open drawer stack" }).click()
    await expect(account).toBeVisible()
    await expect(flags).toHaveText("Account: true · Security: false · Advanced: false")

    await account.getByRole("button", { name: "Security settings" }).click()
    await expect(security).toBeVisible()
    await expect(security.getByRole("checkbox")).toHaveCount(2)
    await expect(security.getByRole("checkbox", { name: /2FA/ })).toBeChecked()
    await expect(security.getByRole("checkbox", { name: /passkeys/ })).toBeVisible()
    await expect(security.getByRole("list", { name: "Devices" }).getByRole("listitem")).toHaveCount(3)
    await expect(flags).toHaveText("Account: true · Security: true · Advanced: false")
    // the Account sheet (hidden from assistive technology under the modal Security) knows one is stacked on it,
    // and steps back
    const stepsBack = page.locator("[data-scope='drawer'][data-part='content'][data-nested-drawer-open]")
    await expect(stepsBack).toHaveCount(1)
    await expect(stepsBack).toContainText("Signed in as alice@example.com.")

    await security.getByRole("button", { name: "Advanced options" }).click()
    await expect(advanced).toBeVisible()
    await expect(flags).toHaveText("Account: true · Security: true · Advanced: true")
    await settle(page)
    // the Advanced sheet is the tallest (the Security one, under it, is hidden from assistive technology now)
    const securitySheet = page.locator("[data-scope='drawer'][data-part='content']", { hasText: "How you sign in" })
    expect((await advanced.boundingBox())!.height).toBeGreaterThan((await securitySheet.boundingBox())!.height)
    await advanced.getByRole("textbox", { name: "Recovery e-mail" }).fill("alice@example.com")
    await advanced.getByRole("textbox", { name: "Notes for support" }).fill("Two lines\nof notes")
    await expect(advanced.getByRole("textbox", { name: "Notes for support" })).toHaveValue("Two lines\nof notes")

    // Escape closes the top sheet only
    await page.keyboard.press("Escape")
    await expect(advanced).toBeHidden()
    await expect(flags).toHaveText("Account: true · Security: true · Advanced: false")
    await expect(security).toBeVisible()

    await security.getByRole("button", { name: "Advanced options" }).click()
    await expect(advanced).toBeVisible()
    await settle(page)
    // closing the Account sheet closes the two stacked on it
    await advanced.getByRole("button", { name: "Close all" }).click()
    await expect(advanced).toBeHidden()
    await expect(security).toBeHidden()
    await expect(account).toBeHidden()
    await expect(page.locator("[data-scope='drawer'][data-part='content']")).toHaveCount(0)
    await expect(flags).toHaveText("Account: false · Security: false · Advanced: false")
  })
})

test.describe("drawer stories: multiple-trigger", () => {
  test("one end-edge drawer for every row's Edit: the active trigger is current and expanded, the form is its user's, focus goes back to it", async ({
    page,
  }) => {
    const drawer = new DrawerModel(page)
    await gotoDemo(page, "/drawer/multiple-trigger")
    await expect(page.getByRole("heading", { name: "User Management - Drawer with Multiple Triggers" })).toBeVisible()
    const rowTrigger = (id: string) => page.locator(`[data-scope='drawer'][data-part='trigger'][data-value='${id}']`)
    for (const id of ["1", "2", "3", "4", "5"]) await expect(rowTrigger(id)).toHaveText("Edit")
    const sheet = page.getByRole("dialog", { name: "Edit User" })

    await rowTrigger("3").click()
    await expect(sheet).toBeVisible()
    await expect(page.getByTestId("active-trigger")).toHaveText("Active Trigger: 3")
    await expect(page.getByTestId("active-user")).toHaveText("Active User: Carol Davis")
    await expect(rowTrigger("3")).toHaveAttribute("data-current", "")
    await expect(rowTrigger("3")).toHaveAttribute("aria-expanded", "true")
    await expect(page.locator("[data-scope='drawer'][data-part='trigger'][aria-expanded='true']")).toHaveCount(1)
    await expect(sheet.getByRole("textbox", { name: "Name" })).toHaveValue("Carol Davis")
    await expect(sheet.getByRole("textbox", { name: "Email" })).toHaveValue("carol@example.com")
    await expect(sheet.getByRole("combobox", { name: "Role" })).toHaveValue("Viewer")
    await expect(sheet.getByRole("textbox", { name: "Name" })).toBeFocused()
    await settle(page)
    // at the end edge of the window
    const box = (await sheet.boundingBox())!
    expect(box.x + box.width).toBeCloseTo(page.viewportSize()!.width, 0)

    await sheet.getByRole("button", { name: "Close" }).click()
    await expect(drawer.content).not.toBeAttached()
    await expect(rowTrigger("3")).toBeFocused()
    await expect(rowTrigger("3")).toHaveAttribute("aria-expanded", "false")

    // by keyboard: another row's Edit opens the same drawer on that user; Save Changes writes the row back
    await rowTrigger("5").focus()
    await page.keyboard.press("Enter")
    await expect(sheet).toBeVisible()
    await expect(page.getByTestId("active-trigger")).toHaveText("Active Trigger: 5")
    await expect(rowTrigger("5")).toHaveAttribute("aria-expanded", "true")
    await expect(rowTrigger("3")).not.toHaveAttribute("data-current")
    const name = sheet.getByRole("textbox", { name: "Name" })
    await expect(name).toHaveValue("Eve Martinez")
    await expect(name).toBeFocused()
    await name.fill("Eve Martínez")
    await sheet.getByRole("combobox", { name: "Role" }).selectOption("Viewer")
    await sheet.getByRole("button", { name: "Save Changes" }).click()
    await expect(drawer.content).not.toBeAttached()
    await expect(rowTrigger("5")).toBeFocused()
    const row5 = page.getByRole("row").filter({ has: rowTrigger("5") })
    await expect(row5.getByRole("cell")).toHaveText(["Eve Martínez", "eve@example.com", "Viewer", "Edit"])

    // a swipe toward the end edge closes it too
    await rowTrigger("1").click()
    await expect(sheet).toBeVisible()
    await settle(page)
    await drawer.drag(drawer.grabber, { dx: 300 }, { quick: true })
    await expect(drawer.content).not.toBeAttached()
    await expect(rowTrigger("1")).toBeFocused()
  })
})

test.describe("drawer stories: mobile-nav", () => {
  test("Open mobile menu: a non-draggable Menu of links; a link closes it, a drag on its body does not move it, a flick down from the top dismisses it", async ({
    page,
  }) => {
    const drawer = new DrawerModel(page)
    await gotoDemo(page, "/drawer/mobile-nav")
    const trigger = page.getByRole("button", { name: "Open mobile menu" })
    const sheet = page.getByRole("dialog", { name: "Menu" })
    const current = page.getByTestId("current-page")
    await trigger.click()
    await expect(sheet).toBeVisible()
    await expect(sheet.getByRole("button", { name: "Close menu" })).toBeFocused()
    const main = sheet.getByRole("navigation", { name: "Main" })
    await expect(main.getByRole("link")).toHaveText(["Overview", "Components", "Utilities", "Releases"])
    await expect(main.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page")
    const long = sheet.getByRole("navigation", { name: "Long list" })
    await expect(long.getByRole("link")).toHaveCount(50)
    await settle(page)

    // the long list scrolls inside the sheet
    const last = long.getByRole("link", { name: "Link 50" })
    await expect(last).not.toBeInViewport()
    await long.hover()
    await page.mouse.wheel(0, 4000)
    await expect(last).toBeInViewport()

    // a link closes the menu, and the page goes there
    await last.click()
    await expect(drawer.content).not.toBeAttached()
    await expect(current).toHaveText("Current page: Link 50")
    await expect(trigger).toBeFocused()

    // by keyboard: Enter opens it on Close menu, Tab goes on to the links, Enter follows one
    await page.keyboard.press("Enter")
    await expect(sheet).toBeVisible()
    await expect(sheet.getByRole("button", { name: "Close menu" })).toBeFocused()
    for (let i = 0; i < 3; i++) await page.keyboard.press("Tab")
    await expect(main.getByRole("link", { name: "Utilities" })).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(drawer.content).not.toBeAttached()
    await expect(current).toHaveText("Current page: Utilities")
    await expect(trigger).toBeFocused()

    // its body does not drag: a drag down on the title leaves it where it was
    await trigger.click()
    await expect(sheet).toBeVisible()
    await settle(page)
    const top = (await sheet.boundingBox())!.y
    await drawer.drag(sheet.getByRole("heading", { name: "Menu" }), { dy: 300 }, { quick: true })
    await expect(drawer.content).not.toHaveAttribute("data-dragging")
    await settle(page)
    await expect(drawer.content).toHaveAttribute("data-state", "open")
    expect((await sheet.boundingBox())!.y).toBeCloseTo(top, 0)
    await expect(main.getByRole("link", { name: "Utilities" })).toHaveAttribute("aria-current", "page")

    // (zag starts no drag while text in the sheet is selected: a click on the title clears what that drag selected)
    await sheet.getByRole("heading", { name: "Menu" }).click()
    await expect.poll(() => page.evaluate(() => getSelection()?.toString() ?? "")).toBe("")

    // a flick down from the top (its handle) dismisses it; Close menu closes it too
    await drawer.drag(drawer.grabber, { dy: 300 }, { quick: true })
    await expect(drawer.content).not.toBeAttached()
    await expect(current).toHaveText("Current page: Utilities")
    await trigger.click()
    await expect(sheet).toBeVisible()
    await sheet.getByRole("button", { name: "Close menu" }).click()
    await expect(drawer.content).not.toBeAttached()
    await expect(trigger).toBeFocused()
  })
})

test.describe("drawer stories: indent-effect", () => {
  test("while Notifications is open the page behind steps back, follows the swipe, and comes back when it closes", async ({
    page,
  }) => {
    const drawer = new DrawerModel(page)
    await gotoDemo(page, "/drawer/indent-effect")
    const indent = page.getByTestId("drawer-indent")
    const background = page.getByTestId("drawer-indent-background")
    const scale = () =>
      indent.evaluate((el) => Number(getComputedStyle(el).scale === "none" ? 1 : getComputedStyle(el).scale))
    await expect(indent).toHaveAttribute("data-inactive", "")
    await expect(background).toHaveAttribute("data-inactive", "")
    expect(await scale()).toBe(1)

    const trigger = page.getByRole("button", { name: "Open drawer" })
    await trigger.click()
    const sheet = page.getByRole("dialog", { name: "Notifications" })
    await expect(sheet).toBeVisible()
    await expect(sheet).toHaveAttribute("aria-modal", "false")
    await expect(page.getByTestId("drawer-backdrop")).toBeVisible()
    await expect(indent).toHaveAttribute("data-active", "")
    await expect(background).toHaveAttribute("data-active", "")
    await expect(page.getByTestId("stack-state")).toHaveText("Open drawers: 1")
    await settle(page)
    expect(await scale()).toBeCloseTo(0.92, 2)

    // a drag down on the handle: the page comes back part of the way, as far as the sheet has gone
    const box = (await drawer.grabber.boundingBox())!
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
    const height = (await sheet.boundingBox())!.height
    await page.mouse.move(x, y)
    await page.mouse.down()
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(x, y + (height / 2) * (step / 10))
      await nextFrames(page)
    }
    await expect(drawer.content).toHaveAttribute("data-dragging", "")
    await expect
      .poll(() => indent.evaluate((el) => Number(el.style.getPropertyValue("--drawer-swipe-progress"))))
      .toBeGreaterThan(0.3)
    await settle(page)
    const midway = await scale()
    expect(midway).toBeGreaterThan(0.93)
    expect(midway).toBeLessThan(0.99)
    // let go short of closing: the sheet goes back, and the page steps back again
    await page.mouse.move(x, y + 40)
    await page.mouse.up()
    await expect(drawer.content).not.toHaveAttribute("data-dragging")
    await settle(page)
    await expect(drawer.content).toHaveAttribute("data-state", "open")
    expect(await scale()).toBeCloseTo(0.92, 2)

    // a flick down closes it: the page is whole again
    await drawer.drag(drawer.grabber, { dy: 400 }, { quick: true })
    await expect(drawer.content).not.toBeAttached()
    await expect(indent).toHaveAttribute("data-inactive", "")
    await expect(page.getByTestId("stack-state")).toHaveText("Open drawers: 0")
    await settle(page)
    expect(await scale()).toBe(1)
  })
})

test.describe("drawer stories: cross-axis-scroll", () => {
  test("scrolling the strip of cards sideways, by wheel, drag or keys, never drags the sheet; the handle still does", async ({
    page,
  }) => {
    const drawer = new DrawerModel(page)
    await gotoDemo(page, "/drawer/cross-axis-scroll")
    const trigger = page.getByRole("button", { name: "Open Drawer" })
    await trigger.click()
    const sheet = page.getByRole("dialog", { name: "Cross-Axis Scroll" })
    await expect(sheet).toBeVisible()
    const strip = sheet.getByTestId("horizontal-scroll")
    await expect(strip.getByRole("listitem")).toHaveCount(10)
    await expect(sheet.getByTestId("scrollable").getByRole("listitem")).toHaveCount(50)
    await settle(page)
    const top = (await sheet.boundingBox())!.y
    const scrolled = () => strip.evaluate((el) => Math.abs(el.scrollLeft))
    const stays = async () => {
      await expect(drawer.content).not.toHaveAttribute("data-dragging")
      await settle(page)
      await expect(drawer.content).toHaveAttribute("data-state", "open")
      expect((await sheet.boundingBox())!.y).toBeCloseTo(top, 0)
    }
    expect(await scrolled()).toBe(0)
    const card10 = strip.getByRole("listitem").filter({ hasText: "Card 10" })
    await expect(card10).not.toBeInViewport()

    // a sideways wheel scrolls the strip
    await strip.hover()
    await page.mouse.wheel(400, 0)
    await expect.poll(scrolled).toBeGreaterThan(100)
    await stays()

    // a sideways drag across the cards, drifting down a little, slow or quick: never the sheet's
    for (const quick of [false, true]) {
      await drawer.drag(strip, { dx: -160, dy: 24 }, { quick })
      await stays()
    }

    // by keys: the arrows scroll it sideways
    await strip.focus()
    const before = await scrolled()
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    await expect.poll(scrolled).toBeGreaterThan(before + 20)
    await stays()

    // (zag starts no drag while text in the sheet is selected: a click on the title clears what the drags selected)
    await sheet.getByRole("heading", { name: "Cross-Axis Scroll" }).click()
    await expect.poll(() => page.evaluate(() => getSelection()?.toString() ?? "")).toBe("")
    // a flick down on the handle closes it
    await drawer.drag(drawer.grabber, { dy: 400 }, { quick: true })
    await expect(drawer.content).not.toBeAttached()
    await expect(trigger).toBeFocused()
  })
})

test.describe("drawer stories: range-input", () => {
  test("dragging the native Volume range, along it or down across the sheet, never drags the sheet; its handle still does", async ({
    page,
  }) => {
    const drawer = new DrawerModel(page)
    await gotoDemo(page, "/drawer/range-input")
    await page.getByRole("button", { name: "Open", exact: true }).click()
    const sheet = page.getByRole("dialog", { name: "Drawer + native range" })
    await expect(sheet).toBeVisible()
    await expect(sheet.getByTestId("scrollable").getByRole("listitem")).toHaveCount(40)
    const range = sheet.getByTestId("drawer-native-range")
    await expect(range).toHaveAccessibleName("Volume")
    await expect(range).toHaveValue("50")
    await settle(page)
    const top = (await sheet.boundingBox())!.y

    // along the range: the value follows, the sheet stays
    await drawer.drag(range, { dx: 120 })
    await expect(drawer.content).not.toHaveAttribute("data-dragging")
    await expect.poll(async () => Number(await range.inputValue())).toBeGreaterThan(60)
    // down across the sheet, slowly and as a flick: still the range's, never the sheet's
    for (const quick of [false, true]) {
      await drawer.drag(range, { dx: -60, dy: 250 }, { quick })
      await expect(drawer.content).not.toHaveAttribute("data-dragging")
      await settle(page)
      await expect(drawer.content).toHaveAttribute("data-state", "open")
      expect((await sheet.boundingBox())!.y).toBeCloseTo(top, 0)
    }
    const value = await range.inputValue()
    await expect(page.getByTestId("volume")).toHaveText(`Volume: ${value}`)

    // by keyboard
    await range.focus()
    await page.keyboard.press("ArrowLeft")
    await expect(range).toHaveValue(String(Number(value) - 1))

    // the handle still drags the sheet: a flick down closes it
    await drawer.drag(drawer.grabber, { dy: 400 }, { quick: true })
    await expect(drawer.content).not.toBeAttached()
    await expect(page.getByTestId("volume")).toHaveText(`Volume: ${Number(value) - 1}`)
  })
})

test.describe("drawer stories: draggable-false", () => {
  test("a drag on the sheet's body does not move it; its handle still drags it, and a flick down on it closes it", async ({
    page,
  }) => {
    const drawer = new DrawerModel(page)
    await gotoDemo(page, "/drawer/draggable-false")
    const trigger = page.getByRole("button", { name: "Open drawer" })
    await trigger.click()
    const sheet = page.getByRole("dialog", { name: "Drawer" })
    await expect(sheet).toBeVisible()
    await expect(sheet.getByTestId("scrollable").getByRole("listitem")).toHaveCount(50)
    await settle(page)
    const top = (await sheet.boundingBox())!.y

    // a drag down on the title, however far and fast, leaves the sheet where it was
    const title = sheet.getByRole("heading", { name: "Drawer" })
    await drawer.drag(title, { dy: 400 }, { quick: true })
    await expect(drawer.content).not.toHaveAttribute("data-dragging")
    await drawer.drag(title, { dy: 150 })
    await expect(drawer.content).not.toHaveAttribute("data-dragging")
    await settle(page)
    await expect(drawer.content).toHaveAttribute("data-state", "open")
    expect((await sheet.boundingBox())!.y).toBeCloseTo(top, 0)
    // (zag starts no drag while text in the sheet is selected: a click on the title clears what those drags selected)
    await title.click()
    await expect.poll(() => page.evaluate(() => getSelection()?.toString() ?? "")).toBe("")

    // the handle drags it: a careful drag moves it by as much, and it goes back when let go short of closing
    await page.mouse.move(...(await center(drawer.grabber)))
    await page.mouse.down()
    const [x, y] = await center(drawer.grabber)
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(x, y + step * 10)
      await nextFrames(page)
    }
    await expect(drawer.content).toHaveAttribute("data-dragging", "")
    expect((await sheet.boundingBox())!.y).toBeCloseTo(top + 100, -1)
    await page.mouse.up()
    await expect(drawer.content).not.toHaveAttribute("data-dragging")
    await settle(page)
    expect((await sheet.boundingBox())!.y).toBeCloseTo(top, 0)

    // a flick down on the handle closes it
    await drawer.drag(drawer.grabber, { dy: 400 }, { quick: true })
    await expect(drawer.content).not.toBeAttached()
    await expect(trigger).toBeFocused()
  })
})

/** The middle of an element, in page coordinates. */
async function center(locator: import("@playwright/test").Locator): Promise<[number, number]> {
  const box = (await locator.boundingBox())!
  return [box.x + box.width / 2, box.y + box.height / 2]
}
