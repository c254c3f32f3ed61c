import type { Page } from "@playwright/test"
import { expect, expectNoViolations, gotoDemo, stopClock, test } from "@tests/fixtures"
import { MenuModel } from "@tests/models/menu.model"

// the menu's Part B stories (stories.md, menu); their menus are portalled into the layer in <main>
const openMenu = (page: Page) => page.locator("main [data-scope='menu'][data-part='content'][data-state='open']")

type Point = { x: number; y: number }

/**
 * Watches what a person sees of some menus while the pointer moves: every time one of them (by test id) opens
 * or shuts, in order, and with `focus`, every field that takes the focus (by its name). Reading the record
 * empties it.
 */
async function watchMenus(page: Page, ids: readonly string[], { focus = false } = {}) {
  await page.evaluate(
    ({ ids, focus }) => {
      const seen: string[] = []
      for (const id of ids) {
        const menu = document.querySelector(`[data-testid='${id}']`)!
        const record = () => seen.push(`${id} ${menu.hasAttribute("hidden") ? "shut" : "open"}`)
        new MutationObserver(record).observe(menu, { attributeFilter: ["hidden"] })
      }
      if (focus)
        document.addEventListener("focusin", (event) => {
          const target = event.target as HTMLElement
          if (target.matches("input")) seen.push(`focus ${target.getAttribute("aria-label")}`)
        })
      ;(window as unknown as { seenMenus: string[] }).seenMenus = seen
    },
    { ids, focus },
  )
  return () => page.evaluate(() => (window as unknown as { seenMenus: string[] }).seenMenus.splice(0))
}

const middle = (rect: { x: number; y: number; width: number; height: number }): Point => ({
  x: rect.x + rect.width / 2,
  y: rect.y + rect.height / 2,
})

/**
 * Moves the real mouse in a straight line, `steps` moves of `msPerStep` each on the page's installed clock (0: as
 * fast as a hand flicks, within one tick): the pointer events zag's timers race against, at a known speed.
 */
async function glide(page: Page, from: Point, to: Point, steps: number, msPerStep: number) {
  for (let step = 1; step <= steps; step++) {
    await page.mouse.move(from.x + ((to.x - from.x) * step) / steps, from.y + ((to.y - from.y) * step) / steps)
    if (msPerStep) await page.clock.runFor(msPerStep)
  }
  return to
}

test.describe("menu stories", () => {
  test("combobox: the menu holds an always-open country search; choosing logs the country and closes the menu", async ({
    page,
  }) => {
    const menu = new MenuModel(page)
    const logged: string[] = []
    page.on("console", (message) => {
      if (message.type() === "log") logged.push(message.text())
    })
    await gotoDemo(page, "/menu/combobox")
    const trigger = menu.button("Actions")
    const popup = page.getByRole("dialog", { name: "Actions" })
    const input = popup.getByRole("combobox", { name: "Search countries" })
    const options = popup.getByRole("option")
    await trigger.click()
    await expect(popup).toBeVisible()
    await expect(input).toBeFocused()
    await expect(input).toHaveAttribute("placeholder", "Search countries...")
    await expect(options).toHaveCount(29)
    await expect(options.first()).toHaveText("Zambia ZA")

    // by name, case aside; by code; nothing
    await input.fill("MAL")
    await expect(options).toHaveText(
      ["Malawi", "Malaysia", "Maldives", "Mali", "Malta"].map((n) => new RegExp(`^${n}`)),
    )
    await expect(page.getByTestId("MW")).toHaveAttribute("data-highlighted", "")
    await input.fill("dz")
    await expect(options).toHaveText(["Algeria DZ"])
    await input.fill("xyz")
    await expect(options).toHaveCount(0)
    await expect(popup.getByText("No results found")).toBeVisible()
    // the menu is the only layer: Escape closes it, and the next opening starts afresh
    await page.keyboard.press("Escape")
    await expect(popup).toBeHidden()
    await expect(trigger).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(input).toBeFocused()
    await expect(input).toHaveValue("")
    await expect(options).toHaveCount(29)
    await expectNoViolations(page, "combobox, menu open")

    // by keyboard: type, arrow, Enter
    await page.keyboard.type("ma")
    await expect(options).toHaveCount(7)
    await expect(page.getByTestId("BS")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("ArrowDown")
    await expect(page.getByTestId("MG")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Enter")
    await expect(popup).toBeHidden()
    await expect(page.getByTestId("selected")).toHaveText("Selected: Madagascar (MG)")
    await expect(trigger).toBeFocused()
    await expect.poll(() => logged.at(-1)).toContain("chosen country")

    // by pointer
    await trigger.click()
    await expect(options).toHaveCount(29)
    await popup.getByRole("option", { name: /^Japan/ }).click()
    await expect(popup).toBeHidden()
    await expect(page.getByTestId("selected")).toHaveText("Selected: Japan (JP)")
    await expect.poll(() => logged.filter((line) => line.includes("chosen country")).length).toBe(2)

    // a press outside closes it without a choice
    await trigger.click()
    await expect(popup).toBeVisible()
    await page.getByRole("heading", { level: 1 }).click()
    await expect(popup).toBeHidden()
    await expect(page.getByTestId("selected")).toHaveText("Selected: Japan (JP)")
  })

  test("in-dialog: the dialog's focus trap takes in every portalled submenu; they exist only while open", async ({
    page,
  }) => {
    const menu = new MenuModel(page)
    await gotoDemo(page, "/menu/in-dialog")
    await menu.button("Open Dialog with Nested Menu").click()
    const dialog = page.getByRole("dialog", { name: "Dialog with Nested Menu" })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible()
    const trigger = page.getByTestId("trigger-1")
    await expect(trigger).toHaveText(/^Options Menu/)
    await expect(menu.byTestId("more-tools-submenu")).toHaveCount(0)
    await expect(menu.byTestId("open-nested-submenu")).toHaveCount(0)

    // by keyboard, down to the third level: each submenu takes the focus, and the trap lets it stay there
    await trigger.focus()
    await page.keyboard.press("Enter")
    await expect(menu.byTestId("menu")).toBeFocused()
    await expect(page.getByTestId("positioner-1")).toBeVisible()
    await expect(menu.byTestId("menu").getByRole("menuitem")).toHaveText([
      "New File",
      "New Tab",
      "New Window",
      "More Tools →",
      "Export",
      "Go to Google...",
    ])
    await menu.expectHighlighted("new-file")
    await menu.pressAndMove("ArrowDown", 3)
    await menu.expectHighlighted("more-tools")
    await page.keyboard.press("ArrowRight")
    const tools = menu.byTestId("more-tools-submenu")
    await expect(tools).toBeFocused()
    await expect(tools.getByRole("menuitem")).toHaveText([
      "Save Page As...",
      "Create Shortcuts",
      "Name Window...",
      "Open nested →",
      "Switch Window",
      "New Terminal",
    ])
    await menu.expectHighlighted("save-page")
    await menu.pressAndMove("ArrowDown", 3)
    await menu.expectHighlighted("open-nested")
    await page.keyboard.press("ArrowRight")
    const nested = menu.byTestId("open-nested-submenu")
    await expect(nested).toBeFocused()
    await expect(nested.getByRole("menuitem")).toHaveText(["Welcome", "Playground", "Export"])
    await expectNoViolations(page, "in-dialog, both submenus open")
    // the keys still reach the deepest submenu (the trap has not pulled the focus back into the dialog)
    await page.keyboard.press("ArrowDown")
    await expect(nested.getByRole("menuitem", { name: "Playground" })).toHaveAttribute("data-highlighted", "")
    await expect(nested).toBeFocused()
    // ArrowLeft goes back one level, and the submenu it leaves is gone
    await page.keyboard.press("ArrowLeft")
    await expect(nested).toHaveCount(0)
    await expect(tools).toBeFocused()
    await page.keyboard.press("ArrowRight")
    await expect(nested).toBeFocused()
    await menu.pressAndMove("ArrowDown")
    await page.keyboard.press("Enter")
    await expect(page.getByTestId("selected")).toHaveText("Selected: playground")
    await expect(menu.byTestId("menu")).toBeHidden()
    await expect(tools).toHaveCount(0)
    await expect(nested).toHaveCount(0)
    await expect(trigger).toBeFocused()
    await expect(dialog).toBeVisible()

    // by pointer: a choice in a portalled submenu is not a press outside the dialog
    await trigger.click()
    await menu.byTestId("more-tools").hover()
    await expect(tools).toBeVisible()
    await tools.getByTestId("open-nested").hover()
    await expect(nested).toBeVisible()
    await nested.getByRole("menuitem", { name: "Welcome" }).click()
    await expect(page.getByTestId("selected")).toHaveText("Selected: welcome")
    await expect(menu.byTestId("menu")).toBeHidden()
    await expect(nested).toHaveCount(0)
    await expect(dialog).toBeVisible()

    // Escape in a submenu closes every menu but not the dialog; the next one closes the dialog
    await trigger.click()
    await menu.byTestId("more-tools").hover()
    await expect(tools).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(menu.byTestId("menu")).toBeHidden()
    await expect(tools).toHaveCount(0)
    await expect(dialog).toBeVisible()
    await expect(trigger).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(menu.button("Open Dialog with Nested Menu")).toBeFocused()
  })

  test("links: the items are links; Enter follows one, and GitHub and YouTube open in a new tab", async ({ page }) => {
    // the links' hosts answer here (this tab's and the new tab's): nothing leaves the machine
    const followed = { contentType: "text/html", body: "<title>Followed</title>" }
    await page.route("https://www.google.com/", (route) => route.fulfill(followed))
    await page.context().route("https://github.com/", (route) => route.fulfill(followed))
    const menu = new MenuModel(page)
    await gotoDemo(page, "/menu/links")
    await expect(menu.main.getByText("Use a screen reader to navigate to the menu.")).toBeVisible()
    const trigger = menu.button("Click me")
    await trigger.click()
    await expect(openMenu(page)).toBeVisible()
    await expect(menu.item()).toHaveText(["Google", "Bing", "GitHub", "YouTube"].map((name) => new RegExp(`^${name}`)))
    const links = openMenu(page).locator("a[role=menuitem]")
    await expect(links).toHaveCount(4)
    await expect(menu.item("Google")).toHaveAttribute("href", "https://www.google.com/")
    await expect(menu.item("Bing")).toHaveAttribute("href", "https://www.bing.com/")
    for (const name of ["Google", "Bing"]) await expect(menu.item(name)).not.toHaveAttribute("target")
    for (const name of ["GitHub", "YouTube"]) {
      await expect(menu.item(name)).toHaveAttribute("target", "_blank")
      await expect(menu.item(name)).toHaveAccessibleDescription("Opens in a new tab")
    }
    await page.keyboard.press("Escape")
    await expect(openMenu(page)).toBeHidden()
    await expect(trigger).toBeFocused()

    // by keyboard: GitHub opens in a new tab, and the gallery stays
    await page.keyboard.press("Enter")
    await expect(menu.item("Google")).toHaveAttribute("data-highlighted", "")
    await menu.expectOpenMenuFocused()
    await menu.pressAndMove("ArrowDown", 2)
    await expect(menu.item("GitHub")).toHaveAttribute("data-highlighted", "")
    const [tab] = await Promise.all([page.context().waitForEvent("page"), page.keyboard.press("Enter")])
    await expect(tab).toHaveURL("https://github.com/")
    await tab.close()
    await expect(openMenu(page)).toBeHidden()
    await expect(page).toHaveURL(/\/menu\/links$/)

    // Google opens in this tab
    await trigger.focus()
    await page.keyboard.press("Enter")
    await expect(menu.item("Google")).toHaveAttribute("data-highlighted", "")
    await menu.expectOpenMenuFocused()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL("https://www.google.com/")
  })

  test("multiple-controlled: each menu's open flag lives in React; opening one closes the other", async ({ page }) => {
    const menu = new MenuModel(page)
    await gotoDemo(page, "/menu/multiple-controlled")
    const [first, second] = [menu.button("Click me").nth(0), menu.button("Click me").nth(1)]
    await expect(menu.button("Click me")).toHaveCount(2)
    const state = page.getByTestId("open-menu")
    await expect(state).toHaveText("Open menu: none")

    await first.click()
    await expect(openMenu(page)).toHaveCount(1)
    await expect(state).toHaveText("Open menu: first")
    await expect(page.getByTestId("open-state-first")).toHaveText("First open: true")
    await expect(first).toHaveAttribute("aria-expanded", "true")

    // opening the second closes the first
    await second.click()
    await expect(state).toHaveText("Open menu: second")
    await expect(openMenu(page)).toHaveCount(1)
    await expect(page.getByTestId("open-state-first")).toHaveText("First open: false")
    await expect(page.getByTestId("open-state-second")).toHaveText("Second open: true")
    await expect(first).toHaveAttribute("aria-expanded", "false")
    await expect(second).toHaveAttribute("aria-expanded", "true")
    await expect(openMenu(page)).toHaveAccessibleName("Click me")
    await openMenu(page).getByRole("menuitem", { name: "Delete" }).click()
    await expect(openMenu(page)).toHaveCount(0)
    await expect(state).toHaveText("Open menu: none")
    await expect(page.getByTestId("selected")).toHaveText("Selected: delete (Second)")

    // by keyboard: Enter opens a menu, Enter selects, Escape closes; focus returns to its trigger
    await first.focus()
    await page.keyboard.press("Enter")
    await expect(state).toHaveText("Open menu: first")
    await menu.expectOpenMenuFocused()
    await menu.pressAndMove("ArrowDown")
    await page.keyboard.press("Enter")
    await expect(state).toHaveText("Open menu: none")
    await expect(page.getByTestId("selected")).toHaveText("Selected: duplicate (First)")
    await expect(first).toBeFocused()
    await second.focus()
    await page.keyboard.press("Enter")
    await expect(state).toHaveText("Open menu: second")
    await menu.expectOpenMenuFocused()
    await page.keyboard.press("Escape")
    await expect(state).toHaveText("Open menu: none")
    await expect(second).toBeFocused()
  })

  test("overflow: arrows, End and typeahead scroll the highlight into the 200 px box, and hover still moves it", async ({
    page,
  }) => {
    await gotoDemo(page, "/menu/overflow")
    const menu = new MenuModel(page)
    const item = (name: string) => page.getByRole("menuitem", { name, exact: true })
    const highlighted = (name: string) => expect(item(name)).toHaveAttribute("data-highlighted", "")
    // the item lies wholly inside the scroll box (what a person sees of the list)
    const inBox = (name: string) =>
      expect
        .poll(() =>
          item(name).evaluate((el) => {
            const box = el.closest("[data-part='content']")!.getBoundingClientRect()
            const rect = el.getBoundingClientRect()
            return rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1
          }),
        )
        .toBe(true)
    // the pointer moves onto the item from its corner, as a hand does (the pointer may already rest where it is)
    const pointTo = async (name: string) => {
      const rect = (await item(name).boundingBox())!
      await page.mouse.move(rect.x + 4, rect.y + 4)
      await page.mouse.move(rect.x + rect.width / 2, rect.y + rect.height / 2, { steps: 2 })
    }
    const trigger = menu.button("Actions")

    await trigger.click()
    await expect(openMenu(page)).toBeVisible()
    await expect(menu.item()).toHaveCount(41)
    await expect(openMenu(page).getByRole("menuitem").nth(20)).toHaveText("Zebra")
    const box = (await openMenu(page).boundingBox())!
    expect(box.height).toBeLessThanOrEqual(200)
    expect(await openMenu(page).evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true)

    // End: the last item, scrolled into view; then the pointer still highlights what it rests on
    await page.keyboard.press("End")
    await highlighted("Item 39")
    await inBox("Item 39")
    await pointTo("Item 37")
    await highlighted("Item 37")

    // typeahead: "z" finds Zebra halfway down
    await page.keyboard.press("Home")
    await highlighted("Item 0")
    await inBox("Item 0")
    await page.keyboard.type("z")
    await highlighted("Zebra")
    await inBox("Zebra")
    // arrows: down to Item 23, each step in view
    for (const name of ["Item 20", "Item 21", "Item 22", "Item 23"]) {
      await page.keyboard.press("ArrowDown")
      await highlighted(name)
      await inBox(name)
    }
    await pointTo("Item 21")
    await highlighted("Item 21")
    await page.keyboard.press("ArrowUp")
    await highlighted("Item 20")
    await page.keyboard.press("Enter")
    await expect(openMenu(page)).toBeHidden()
    await expect(page.getByTestId("selected")).toHaveText("Selected: item-20")
    await expect(trigger).toBeFocused()
  })

  test("overflow: its controls reach the machine (closeOnSelect off keeps it open, loopFocus wraps)", async ({
    page,
  }) => {
    await gotoDemo(page, "/menu/overflow")
    const item = (name: string) => page.getByRole("menuitem", { name, exact: true })
    await page.getByTestId("closeOnSelect").uncheck()
    await page.getByTestId("loopFocus").check()
    await expect(page).toHaveURL(/closeOnSelect=false&loopFocus=true/)
    await page.getByRole("button", { name: "Actions" }).click()
    await item("Item 2").click()
    await expect(page.getByTestId("selected")).toHaveText("Selected: item-2")
    await expect(openMenu(page)).toBeVisible()
    await page.keyboard.press("End")
    await expect(item("Item 39")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("ArrowDown")
    await expect(item("Item 0")).toHaveAttribute("data-highlighted", "")
    await expect(item("Item 0")).toBeInViewport()
    await page.keyboard.press("Escape")
    await expect(openMenu(page)).toBeHidden()
  })

  test("multiple-trigger: one menu for five rows; the active trigger is current, expanded, followed, and gets focus back", async ({
    page,
  }) => {
    await gotoDemo(page, "/menu/multiple-trigger")
    await expect(page.getByRole("heading", { name: "Document Manager" })).toBeVisible()
    await expect(page.locator("main thead th")).toHaveText(["Name", "Type", "Size", "Modified", "Actions"])
    await expect(page.locator("main tbody td:first-child")).toHaveText([
      "Project Proposal.pdf",
      "Budget 2024.xlsx",
      "Meeting Notes.docx",
      "Design Mockups.fig",
      "Code Review.md",
    ])
    const triggers = page.locator("main [data-scope='menu'][data-part='trigger']")
    await expect(triggers).toHaveCount(5)
    const row = (value: number) => page.locator(`main [data-scope='menu'][data-part='trigger'][data-value='${value}']`)
    const activeTrigger = page.getByTestId("active-trigger")
    const activeDocument = page.getByTestId("active-document")
    // only the active trigger is current and expanded
    const expectActive = async (value: number) => {
      for (let other = 1; other <= 5; other++) {
        if (other === value) {
          await expect(row(other)).toHaveAttribute("data-current", "")
          await expect(row(other)).toHaveAttribute("aria-expanded", "true")
        } else {
          await expect(row(other)).not.toHaveAttribute("data-current")
          await expect(row(other)).toHaveAttribute("aria-expanded", "false")
        }
      }
    }
    // the menu hangs below its trigger
    const expectBelow = (value: number) =>
      expect
        .poll(async () => {
          const [t, m] = [(await row(value).boundingBox())!, (await openMenu(page).boundingBox())!]
          return Math.abs(m.x - t.x) <= 2 && m.y >= t.y + t.height && m.y <= t.y + t.height + 12
        })
        .toBe(true)

    await row(4).click()
    await expect(openMenu(page)).toBeVisible()
    await expectActive(4)
    await expect(activeTrigger).toHaveText("Active Trigger: 4")
    await expect(activeDocument).toHaveText("Active Document: Design Mockups.fig")
    await expect(openMenu(page).getByRole("menuitem")).toHaveText(["Rename (value: 4)", "Delete (value: 4)"])
    await expectBelow(4)

    // another row's trigger moves the same menu to it
    await row(2).click()
    await expectActive(2)
    await expect(activeTrigger).toHaveText("Active Trigger: 2")
    await expect(activeDocument).toHaveText("Active Document: Budget 2024.xlsx")
    await expect(openMenu(page).getByRole("menuitem")).toHaveText(["Rename (value: 2)", "Delete (value: 2)"])
    await expectBelow(2)
    await expect(page.locator("main [data-scope='menu'][data-part='content']")).toHaveCount(1)
    await page.getByRole("menuitem", { name: "Delete (value: 2)" }).click()
    await expect(openMenu(page)).toHaveCount(0)
    await expect(page.getByTestId("last-action")).toHaveText("Last action: delete 2")
    await expect(row(2)).toBeFocused()

    // by keyboard: Enter on row 5's trigger, Escape, focus back on it
    await row(5).focus()
    await page.keyboard.press("Enter")
    await expect(openMenu(page)).toBeVisible()
    await expectActive(5)
    await expect(activeDocument).toHaveText("Active Document: Code Review.md")
    await expect(page.getByRole("menuitem", { name: "Rename (value: 5)" })).toHaveAttribute("data-highlighted", "")
    await expect(openMenu(page)).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(openMenu(page)).toHaveCount(0)
    await expect(row(5)).toBeFocused()
  })
  test("hide-with-detached: scrolling a trigger out of its row or box hides its open menu; back in view, it shows", async ({
    page,
  }) => {
    const menu = new MenuModel(page)
    await gotoDemo(page, "/menu/hide-with-detached")
    await expect(page.getByText(/^Try: /)).toBeVisible()
    const row = page.getByRole("region", { name: "Horizontal scroll row" })
    const box = page.getByRole("region", { name: "Vertical scroll box" })
    await expect(row.getByText(/^Item \d$/)).toHaveCount(6)
    await expect(box.getByRole("button")).toHaveCount(12)
    /** Whether the element lies wholly inside its scroll container (what a person sees of it). */
    const inView = (id: string, container: string) =>
      page.getByTestId(id).evaluate((el, container) => {
        const outer = document.querySelector(`[data-testid='${container}']`)!.getBoundingClientRect()
        const rect = el.getBoundingClientRect()
        return (
          rect.left >= outer.left && rect.right <= outer.right && rect.top >= outer.top && rect.bottom <= outer.bottom
        )
      }, container)
    // the pointer rests over a container and the wheel scrolls it, as a person scrolls
    const wheelOver = async (container: string, dx: number, dy: number) => {
      const rect = (await page.getByTestId(container).boundingBox())!
      await page.mouse.move(rect.x + 8, rect.y + 8)
      await page.mouse.wheel(dx, dy)
    }

    // the row: open its menu, scroll the trigger out sideways, then back
    await page.getByTestId("row-trigger").click()
    const rowMenu = page.getByTestId("row-content")
    await expect(rowMenu).toBeVisible()
    await expect(rowMenu).toHaveAttribute("data-state", "open")
    await wheelOver("row", 600, 0)
    await expect.poll(() => inView("row-trigger", "row")).toBe(false)
    await expect(rowMenu).toBeHidden()
    // still open, only hidden while detached
    await expect(rowMenu).toHaveAttribute("data-state", "open")
    await wheelOver("row", -600, 0)
    await expect.poll(() => inView("row-trigger", "row")).toBe(true)
    await expect(rowMenu).toBeVisible()
    await rowMenu.getByRole("menuitem", { name: "Duplicate" }).click()
    await expect(page.getByTestId("selected")).toHaveText("Selected: duplicate (Row Menu)")
    await expect(rowMenu).toBeHidden()

    // the box: the second menu, scrolled out downwards and back
    await page.getByTestId("menu-2-trigger").click()
    const second = page.getByTestId("menu-2-content")
    await expect(second).toBeVisible()
    await wheelOver("box", 0, 400)
    await expect.poll(() => inView("menu-2-trigger", "box")).toBe(false)
    await expect(second).toBeHidden()
    await expect(second).toHaveAttribute("data-state", "open")
    await wheelOver("box", 0, -400)
    await expect.poll(() => inView("menu-2-trigger", "box")).toBe(true)
    await expect(second).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(second).toBeHidden()
    await expect(page.getByTestId("menu-2-trigger")).toBeFocused()

    // the last menu of the box, reached by scrolling, opens by keyboard and works like the others
    await wheelOver("box", 0, 1000)
    await expect.poll(() => inView("menu-12-trigger", "box")).toBe(true)
    await page.getByTestId("menu-12-trigger").focus()
    await page.keyboard.press("Enter")
    const last = page.getByTestId("menu-12-content")
    await expect(last).toBeVisible()
    await expectNoViolations(page, "hide-with-detached, Menu 12 open")
    await expect(last).toBeFocused()
    await menu.pressAndMove("ArrowDown")
    await page.keyboard.press("Enter")
    await expect(page.getByTestId("selected")).toHaveText("Selected: duplicate (Menu 12)")
    await expect(last).toBeHidden()
  })

  test("submenu-glitch: moving fast between adjacent submenu triggers never flashes a submenu open then shut", async ({
    page,
  }) => {
    const menu = new MenuModel(page)
    // zag opens a submenu 200 ms after the pointer comes to rest on its trigger: the clock says how fast the hand is
    await page.clock.install()
    await gotoDemo(page, "/menu/submenu-glitch")
    await stopClock(page, 1000)
    await expect(menu.main.getByText(/^Try: /)).toBeVisible()
    await menu.trigger.click()
    await page.clock.runFor(50)
    await expect(menu.byTestId("menu")).toBeVisible()
    await expect(menu.byTestId("menu").getByRole("menuitem")).toHaveText([
      "New File",
      "JS Frameworks →",
      "Lorem Ipsum →",
      "CSS Frameworks →",
      "Settings",
    ])
    const seen = await watchMenus(page, ["js-submenu", "lorem-submenu", "css-submenu"])
    const box = async (id: string) => (await menu.byTestId(id).boundingBox())!
    const [js, lorem, css] = [await box("js-trigger"), await box("lorem-trigger"), await box("css-trigger")]
    // a person rests the pointer: a second is far longer than the opening delay and any flash
    const rest = () => page.clock.runFor(1000)

    // fast, up and down over the three triggers (16 ms a move): no submenu opens on the way
    let at = middle(js)
    await page.mouse.move(at.x, at.y)
    at = await glide(page, at, middle(css), 6, 16)
    at = await glide(page, at, middle(js), 6, 16)
    at = await glide(page, at, middle(css), 6, 16)
    at = await glide(page, at, middle(lorem), 3, 16)
    expect(await seen()).toEqual([])
    // then resting on Lorem Ipsum opens its submenu, and it stays open
    await rest()
    await expect(menu.byTestId("lorem-submenu")).toBeVisible()
    await expect(menu.byTestId("lorem-submenu").getByRole("menuitem")).toHaveText(["Dolor", "Sit", "Amet"])
    await rest()
    expect(await seen()).toEqual(["lorem-submenu open"])
    await menu.expectHighlighted("lorem-trigger")

    // straight down to the next trigger: the old submenu shuts, the new one opens and stays open
    at = await glide(page, at, middle(css), 4, 16)
    await rest()
    await rest()
    expect(await seen()).toEqual(["lorem-submenu shut", "css-submenu open"])
    await expect(menu.byTestId("css-submenu").getByRole("menuitem")).toHaveText(["Tailwind", "Panda", "CSS Modules"])
    await menu.expectHighlighted("css-trigger")

    // onto the very edge between two triggers, from either side: the one under the pointer opens and stays
    at = await glide(page, at, { x: at.x, y: lorem.y + 1 }, 4, 16)
    await rest()
    await rest()
    expect(await seen()).toEqual(["css-submenu shut", "lorem-submenu open"])
    at = await glide(page, at, { x: at.x, y: lorem.y - 1 }, 1, 16)
    await rest()
    await rest()
    expect(await seen()).toEqual(["lorem-submenu shut", "js-submenu open"])
    await expect(menu.byTestId("js-submenu").getByRole("menuitem")).toHaveText(["React", "Solid", "Vue", "Svelte"])

    // fast away from an open submenu, down to the last trigger and back: it shuts once, and only it opens again
    at = await glide(page, at, middle(css), 6, 8)
    at = await glide(page, at, middle(js), 6, 8)
    await rest()
    await rest()
    expect(await seen()).toEqual(["js-submenu shut", "js-submenu open"])

    // into the open submenu, and a choice there closes every menu
    const solid = middle((await menu.byTestId("js-submenu").getByRole("menuitem", { name: "Solid" }).boundingBox())!)
    await glide(page, at, solid, 8, 16)
    await page.mouse.down()
    await page.mouse.up()
    await page.clock.runFor(50)
    await expect(menu.byTestId("menu")).toBeHidden()
    await expect(menu.byTestId("js-submenu")).toBeHidden()
    await expect(page.getByTestId("selected")).toHaveText("Selected: solid")
  })

  test("multiple-nested: moving diagonally into a submenu across other triggers keeps its trigger highlighted and it open", async ({
    page,
  }) => {
    const menu = new MenuModel(page)
    // zag opens a submenu 200 ms after the pointer comes to rest on its trigger: the clock says how fast the hand is
    await page.clock.install()
    await gotoDemo(page, "/menu/multiple-nested")
    await stopClock(page, 1000)
    await menu.trigger.click()
    await page.clock.runFor(50)
    await expect(menu.byTestId("root-menu")).toBeVisible()
    await expect(menu.byTestId("root-menu").getByRole("menuitem")).toHaveText([
      "Platform →",
      "Solutions →",
      "Resources →",
      "Open Source →",
    ])
    const submenus = ["platform", "solutions", "resources", "open-source"].map((value) => `submenu-${value}`)
    const seen = await watchMenus(page, submenus)
    const box = async (id: string) => (await menu.byTestId(id).boundingBox())!
    const rest = () => page.clock.runFor(1000)

    // rest on Platform: its submenu opens beside it
    let at = middle(await box("platform-trigger"))
    await page.mouse.move(at.x, at.y)
    await rest()
    const platform = menu.byTestId("submenu-platform")
    await expect(platform.getByRole("menuitem")).toHaveText(["GitHub Copilot", "Spark", "Models", "MCP Registry"])
    expect(await seen()).toEqual(["submenu-platform open"])

    // diagonally down into its last item, over Solutions and Resources on the way: from the right of Platform's
    // lower half, as a hand already heading for the submenu, to the near end of MCP Registry
    const [solutions, resources] = [await box("solutions-trigger"), await box("resources-trigger")]
    const registryBox = (await platform.getByRole("menuitem", { name: "MCP Registry" }).boundingBox())!
    const registry = { x: registryBox.x + 15, y: registryBox.y + registryBox.height / 2 }
    const platformBox = await box("platform-trigger")
    at = { x: platformBox.x + platformBox.width * 0.72, y: platformBox.y + platformBox.height * 0.75 }
    await page.mouse.move(at.x, at.y)
    await page.clock.runFor(16)
    const steps = 10
    const path = Array.from({ length: steps }, (_, step) => ({
      x: at.x + ((registry.x - at.x) * (step + 1)) / steps,
      y: at.y + ((registry.y - at.y) * (step + 1)) / steps,
    }))
    // the pointer does stop over the other triggers: it is zag's reading of the hand's aim that keeps Platform
    const over = (rect: { x: number; y: number; width: number; height: number }) =>
      path.filter(({ x, y }) => x >= rect.x && x <= rect.x + rect.width && y >= rect.y && y <= rect.y + rect.height)
    expect(over(solutions).length).toBeGreaterThan(0)
    expect(over(resources).length).toBeGreaterThan(0)
    at = await glide(page, at, registry, steps, 16)
    await rest()
    expect(await seen()).toEqual([])
    await menu.expectHighlighted("platform-trigger")
    await expect(platform.getByRole("menuitem", { name: "MCP Registry" })).toHaveAttribute("data-highlighted", "")

    // straight down the triggers and resting on Resources is another intent: Platform's submenu gives way
    at = await glide(page, at, middle(await box("platform-trigger")), 6, 16)
    at = await glide(page, at, middle(resources), 4, 16)
    await rest()
    await rest()
    expect(await seen()).toEqual(["submenu-platform shut", "submenu-resources open"])
    await menu.expectHighlighted("resources-trigger")

    // a choice in a submenu closes every menu
    const blog = middle(
      (await menu.byTestId("submenu-resources").getByRole("menuitem", { name: "Blog" }).boundingBox())!,
    )
    await glide(page, at, blog, 8, 16)
    await page.mouse.down()
    await page.mouse.up()
    await page.clock.runFor(50)
    await expect(menu.byTestId("root-menu")).toBeHidden()
    await expect(menu.byTestId("submenu-resources")).toBeHidden()
    await expect(page.getByTestId("selected")).toHaveText("Selected: blog")
  })

  test("multiple-nested: by keyboard each submenu opens with ArrowRight, and axe finds it clean", async ({ page }) => {
    const menu = new MenuModel(page)
    await gotoDemo(page, "/menu/multiple-nested")
    await menu.trigger.focus()
    await page.keyboard.press("Enter")
    await menu.expectOpenMenuFocused()
    await menu.expectHighlighted("platform-trigger")
    await menu.pressAndMove("ArrowDown", 3)
    await menu.expectHighlighted("open-source-trigger")
    await page.keyboard.press("ArrowRight")
    const openSource = menu.byTestId("submenu-open-source")
    await expect(openSource).toBeFocused()
    await expect(openSource.getByRole("menuitem")).toHaveText(["GitHub Sponsors", "Security Lab", "Trending"])
    await expect(openSource.getByRole("menuitem", { name: "GitHub Sponsors" })).toHaveAttribute("data-highlighted", "")
    await expectNoViolations(page, "multiple-nested, Open Source open")
    await menu.pressAndMove("ArrowDown")
    await page.keyboard.press("Enter")
    await expect(page.getByTestId("selected")).toHaveText("Selected: security-lab")
    await expect(menu.byTestId("root-menu")).toBeHidden()
  })

  test("submenu-glitch: by keyboard, ArrowRight opens a submenu and ArrowLeft closes it", async ({ page }) => {
    const menu = new MenuModel(page)
    await gotoDemo(page, "/menu/submenu-glitch")
    await menu.trigger.focus()
    await page.keyboard.press("Enter")
    await expect(menu.item("New File")).toHaveAttribute("data-highlighted", "")
    await menu.expectOpenMenuFocused()
    await menu.pressAndMove("ArrowDown", 2)
    await menu.expectHighlighted("lorem-trigger")
    await page.keyboard.press("ArrowRight")
    await expect(menu.byTestId("lorem-submenu")).toBeFocused()
    await expectNoViolations(page, "submenu-glitch, Lorem Ipsum open")
    await expect(menu.byTestId("lorem-submenu").getByRole("menuitem", { name: "Dolor" })).toHaveAttribute(
      "data-highlighted",
      "",
    )
    await page.keyboard.press("ArrowLeft")
    await expect(menu.byTestId("lorem-submenu")).toBeHidden()
    await expect(menu.byTestId("menu")).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await menu.expectHighlighted("css-trigger")
    await page.keyboard.press("ArrowRight")
    // the submenu takes the focus in the next frame: the keys go on once it has it
    await expect(menu.byTestId("css-submenu")).toBeFocused()
    const item = (name: string) => menu.byTestId("css-submenu").getByRole("menuitem", { name })
    await expect(item("Tailwind")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("ArrowDown")
    await expect(item("Panda")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Enter")
    await expect(menu.byTestId("menu")).toBeHidden()
    await expect(page.getByTestId("selected")).toHaveText("Selected: panda")
    await expect(menu.trigger).toBeFocused()
  })
  test("focusable-submenu: hovering quickly across the three submenu triggers never closes the root", async ({
    page,
  }) => {
    const menu = new MenuModel(page)
    // zag opens a submenu 200 ms after the pointer comes to rest on its trigger: the clock says how fast the hand is
    await page.clock.install()
    await gotoDemo(page, "/menu/focusable-submenu")
    await stopClock(page, 1000)
    await expect(menu.main.getByText(/^Try: /)).toBeVisible()
    await menu.trigger.click()
    await page.clock.runFor(50)
    await expect(menu.byTestId("menu")).toBeVisible()
    await expect(menu.byTestId("menu").getByRole("menuitem")).toHaveText([
      "Regular Item 1",
      "Submenu with Input 1 →",
      "Submenu with Input 2 →",
      "Submenu with Input 3 →",
      "Regular Item 2",
    ])
    const ids = ["menu", "sub1-content", "sub2-content", "sub3-content"]
    const seen = await watchMenus(page, ids, { focus: true })
    const triggers: Point[] = []
    for (const n of [1, 2, 3]) triggers.push(middle((await menu.byTestId(`sub${n}-trigger`).boundingBox())!))
    const sweep = [0, 1, 2, 1, 0, 2, 1, 0, 2]

    // a flick (no submenu has time to open), about the opening delay on each trigger (each submenu opens and
    // takes the focus into its field just as the pointer leaves), and a little slower
    let at = triggers[0]
    await page.mouse.move(at.x, at.y)
    for (const [steps, msPerStep] of [
      [4, 8],
      [6, 36],
      [4, 60],
    ]) {
      for (const index of sweep) at = await glide(page, at, triggers[index], steps, msPerStep)
      const record = await seen()
      expect(record).not.toContain("menu shut")
      await expect(menu.byTestId("menu")).toBeVisible()
      // the two slower paces opened submenus, whose fields took the focus on the way
      if (msPerStep > 8) {
        expect(record).toContain("sub2-content open")
        expect(record).toContain("focus Input 2")
      }
    }

    // at rest on the last one: its submenu stays open with the focus in its field, and the field takes text
    await page.clock.runFor(1000)
    await page.clock.runFor(1000)
    await expect(menu.byTestId("sub3-content")).toBeVisible()
    const field = menu.byTestId("sub3-content").getByPlaceholder("Type here...")
    await expect(field).toBeFocused()
    await page.keyboard.type("Hello there")
    await page.keyboard.press("Home")
    await page.keyboard.type("Oh, ")
    await expect(field).toHaveValue("Oh, Hello there")
    await menu.expectHighlighted("sub3-trigger")
    expect(await seen()).not.toContain("menu shut")

    // straight up to the first: the third shuts, the first opens with its field focused, the root stays
    await glide(page, at, triggers[0], 6, 16)
    await page.clock.runFor(1000)
    await expect(menu.byTestId("sub1-content")).toBeVisible()
    await expect(menu.byTestId("sub1-content").getByPlaceholder("Type here...")).toBeFocused()
    expect(await seen()).toEqual(["sub3-content shut", "sub1-content open", "focus Input 1"])
    await menu.expectHighlighted("sub1-trigger")

    // Escape closes every menu and gives the focus back to the trigger
    await page.keyboard.press("Escape")
    await page.clock.runFor(50)
    for (const id of ids) await expect(menu.byTestId(id)).toBeHidden()
    await expect(menu.trigger).toBeFocused()
  })

  test("focusable-submenu: by keyboard, a submenu opens with the focus in its field; four visualizers; axe", async ({
    page,
  }) => {
    const menu = new MenuModel(page)
    await gotoDemo(page, "/menu/focusable-submenu")
    await expect(page.locator(".toolbar .viz summary")).toHaveText(["Menu", "Menu 2", "Menu 3", "Menu 4"])
    await menu.trigger.focus()
    await page.keyboard.press("Enter")
    await expect(menu.item("Regular Item 1")).toHaveAttribute("data-highlighted", "")
    await menu.expectOpenMenuFocused()
    await menu.pressAndMove("ArrowDown", 2)
    await menu.expectHighlighted("sub2-trigger")
    await page.keyboard.press("ArrowRight")
    await expect(menu.byTestId("sub2-content")).toBeVisible()
    const field = menu.byTestId("sub2-content").getByRole("textbox", { name: "Input 2" })
    await expect(field).toBeFocused()
    await expectNoViolations(page, "focusable-submenu, second submenu open")
    await page.keyboard.type("a b")
    await expect(field).toHaveValue("a b")
    await page.keyboard.press("Escape")
    await expect(menu.byTestId("sub2-content")).toBeHidden()
    await expect(menu.byTestId("menu")).toBeHidden()
    await expect(menu.trigger).toBeFocused()

    // a regular item is chosen as in any menu
    await page.keyboard.press("ArrowUp")
    await expect(menu.item("Regular Item 2")).toHaveAttribute("data-highlighted", "")
    await menu.expectOpenMenuFocused()
    await page.keyboard.press("Enter")
    await expect(menu.byTestId("menu")).toBeHidden()
    await expect(page.getByTestId("selected")).toHaveText("Selected: item-2")
  })
})
