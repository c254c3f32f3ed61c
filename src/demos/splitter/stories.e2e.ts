import { expect, gotoDemo, setControl, test } from "@tests/fixtures"
import { SplitterModel } from "@tests/models/splitter.model"

test.describe("splitter stories", () => {
  test("three-panels: Left / Middle / Right; the handles resize by keyboard and by drag, Tab goes handle to handle", async ({
    page,
  }) => {
    await gotoDemo(page, "/splitter/three-panels")
    const splitter = new SplitterModel(page)
    await expect(splitter.panel("a")).toHaveText("Left")
    await expect(splitter.panel("b")).toHaveText("Middle")
    await expect(splitter.panel("c")).toHaveText("Right")
    await expect(splitter.sizes).toHaveText("[30,40,30]")
    await expect(page.getByRole("separator", { name: "Resize Left and Middle" })).toHaveAttribute("aria-valuenow", "30")

    // by keyboard: the first handle, then Tab to the second
    await splitter.trigger("a:b").focus()
    await page.keyboard.press("ArrowRight")
    await expect(splitter.sizes).toHaveText("[31,39,30]")
    await page.keyboard.press("Tab")
    await expect(splitter.trigger("b:c")).toBeFocused()
    await page.keyboard.press("ArrowLeft")
    await expect(splitter.sizes).toHaveText("[31,38,31]")
    await page.keyboard.press("Shift+Tab")
    await expect(splitter.trigger("a:b")).toBeFocused()

    // by pointer: the second handle 20 % of the frame to the right takes that from Right
    const frame = (await page.locator("main .splitter-frame").boundingBox())!
    await splitter.drag(splitter.trigger("b:c"), frame.width * 0.2)
    await expect.poll(async () => (await splitter.readSizes())[2]).toBeLessThan(15)
    const [left, middle, right] = await splitter.readSizes()
    expect(left).toBe(31)
    expect(middle).toBeGreaterThan(52)
    expect(left + middle + right).toBeCloseTo(100, 1)
    const box = (await splitter.panel("b").boundingBox())!
    expect(box.width / frame.width).toBeGreaterThan(0.5)
  })

  test("three-panels: vertical orientation stacks the panels; the up and down arrows resize", async ({ page }) => {
    await gotoDemo(page, "/splitter/three-panels")
    const splitter = new SplitterModel(page)
    await setControl(page, "orientation", "vertical")
    await expect(splitter.trigger("a:b")).toHaveAttribute("data-orientation", "vertical")
    const a = (await splitter.panel("a").boundingBox())!
    const c = (await splitter.panel("c").boundingBox())!
    expect(c.y).toBeGreaterThan(a.y + a.height)
    await splitter.trigger("b:c").focus()
    await page.keyboard.press("ArrowDown")
    await expect(splitter.sizes).toHaveText("[30,41,29]")
    await splitter.drag(splitter.trigger("a:b"), -40, "vertical")
    await expect.poll(async () => (await splitter.readSizes())[0]).toBeLessThan(25)
  })

  test("controlled: the sizes live in React; the buttons set them, and the handles report back", async ({ page }) => {
    await gotoDemo(page, "/splitter/controlled")
    const splitter = new SplitterModel(page)
    const frame = (await page.locator("main .splitter-frame").boundingBox())!
    const width = async (id: string) => (await splitter.panel(id).boundingBox())!.width / frame.width
    await expect(splitter.sizes).toHaveText("[25,50,25]")
    expect(await width("b")).toBeGreaterThan(0.45)

    await page.getByRole("button", { name: "Left wide" }).click()
    await expect(splitter.sizes).toHaveText("[50,25,25]")
    await expect(splitter.trigger("a:b")).toHaveAttribute("aria-valuenow", "50")
    expect(await width("a")).toBeGreaterThan(0.45)
    await page.getByRole("button", { name: "Right wide" }).click()
    await expect(splitter.sizes).toHaveText("[25,25,50]")
    // a handle's value is the size of the panel before it
    await expect(splitter.trigger("b:c")).toHaveAttribute("aria-valuenow", "25")
    expect(await width("c")).toBeGreaterThan(0.45)
    await page.getByRole("button", { name: "Center wide" }).click()
    await expect(splitter.sizes).toHaveText("[15,70,15]")
    expect(await width("b")).toBeGreaterThan(0.65)

    // the handles write back into React's state
    await splitter.trigger("b:c").focus()
    await page.keyboard.press("ArrowRight")
    await expect(splitter.sizes).toHaveText("[15,71,14]")
    await splitter.drag(splitter.trigger("a:b"), frame.width * 0.2)
    await expect.poll(async () => (await splitter.readSizes())[0]).toBeGreaterThan(30)
    const [left, center, right] = await splitter.readSizes()
    expect(center).toBeLessThan(60)
    expect(right).toBe(14)
    expect(left + center + right).toBeCloseTo(100, 1)

    await page.getByRole("button", { name: "Reset" }).click()
    await expect(splitter.sizes).toHaveText("[25,50,25]")
    await expect(splitter.trigger("a:b")).toHaveAttribute("aria-valuenow", "25")
  })

  test("conditional: Hide / Show Left and Right remove and add panels and their handles; Center takes the room", async ({
    page,
  }) => {
    await gotoDemo(page, "/splitter/conditional")
    const splitter = new SplitterModel(page)
    const button = (name: string) => page.getByRole("button", { name, exact: true })
    const separators = page.locator("main").getByRole("separator")
    await expect(splitter.sizes).toHaveText('{"Left":25,"Center":50,"Right":25}')
    await expect(separators).toHaveCount(2)

    await button("Hide Left").click()
    await expect(splitter.panel("a")).toHaveCount(0)
    await expect(splitter.sizes).toHaveText('{"Center":75,"Right":25}')
    await expect(separators).toHaveCount(1)
    await expect(page.getByRole("separator", { name: "Resize Center and Right" })).toHaveAttribute(
      "aria-valuenow",
      "75",
    )
    await button("Hide Right").click()
    await expect(splitter.sizes).toHaveText('{"Center":100}')
    await expect(separators).toHaveCount(0)
    const frame = (await page.locator("main .splitter-frame").boundingBox())!
    expect((await splitter.panel("b").boundingBox())!.width).toBeGreaterThan(frame.width - 4)

    // back in their places, Left before Center
    await button("Show Left").click()
    await expect(splitter.sizes).toHaveText('{"Left":25,"Center":75}')
    const left = (await splitter.panel("a").boundingBox())!
    expect(left.x).toBeLessThan((await splitter.panel("b").boundingBox())!.x)
    await splitter.trigger("a:b").focus()
    await page.keyboard.press("ArrowRight")
    await expect(splitter.sizes).toHaveText('{"Left":26,"Center":74}')
    await splitter.drag(splitter.trigger("a:b"), frame.width * 0.2)
    await expect.poll(async () => JSON.parse((await splitter.sizes.textContent())!).Left).toBeGreaterThan(40)

    await button("Show Right").click()
    await expect(splitter.sizes).toHaveText('{"Left":25,"Center":50,"Right":25}')
    await expect(separators).toHaveCount(2)
    await expect(button("Hide Left")).toBeVisible()
    await expect(button("Hide Right")).toBeVisible()
  })

  test("collapsible: A stays within 10–20 %, collapses to 5 % below its minimum and expands again; each is logged", async ({
    page,
  }) => {
    await gotoDemo(page, "/splitter/collapsible")
    const splitter = new SplitterModel(page)
    const handle = page.getByRole("separator", { name: "Resize A and B" })
    const log = page.getByTestId("log").getByRole("listitem")
    await expect(splitter.sizes).toHaveText("[15,85]")
    await expect(page.getByText("No collapse or expand yet.")).toBeVisible()

    // by keyboard: down to the minimum, one step more collapses
    await handle.focus()
    for (const size of [14, 13, 12, 11, 10]) {
      await page.keyboard.press("ArrowLeft")
      await expect(handle).toHaveAttribute("aria-valuenow", String(size))
    }
    await expect(log).toHaveCount(0)
    await page.keyboard.press("ArrowLeft")
    await expect(splitter.sizes).toHaveText("[5,95]")
    await expect(log).toHaveText(["collapse A (5 %)"])
    await page.keyboard.press("ArrowRight")
    await expect(splitter.sizes).toHaveText("[10,90]")
    await expect(log).toHaveText(["collapse A (5 %)", "expand A (10 %)"])
    // the maximum holds, and B keeps at least half
    await page.keyboard.press("End")
    await expect(splitter.sizes).toHaveText("[20,80]")

    // by pointer: far to the start collapses, far to the end stops at 20 %
    const frame = (await page.locator("main .splitter-frame").boundingBox())!
    await splitter.drag(handle, -frame.width * 0.3)
    await expect(splitter.sizes).toHaveText("[5,95]")
    await expect(log).toHaveCount(3)
    await expect(log.last()).toHaveText("collapse A (5 %)")
    await splitter.drag(handle, frame.width * 0.5)
    await expect(splitter.sizes).toHaveText("[20,80]")
    // it expands as soon as the pointer passes the minimum, on its way to the maximum
    await expect(log.last()).toHaveText(/^expand A \((1\d|20)(\.\d+)? %\)$/)

    // the button does the same
    await page.getByRole("button", { name: "Collapse A" }).click()
    await expect(splitter.sizes).toHaveText("[5,95]")
    await page.getByRole("button", { name: "Expand A" }).click()
    await expect(splitter.sizes).toHaveText("[20,80]")
    await expect(log).toHaveCount(6)
  })

  test("collapsible: the orientation control stacks A above B; up and down resize and collapse", async ({ page }) => {
    await gotoDemo(page, "/splitter/collapsible")
    const splitter = new SplitterModel(page)
    const handle = page.getByRole("separator", { name: "Resize A and B" })
    await setControl(page, "orientation", "vertical")
    await expect(handle).toHaveAttribute("data-orientation", "vertical")
    await handle.focus()
    await page.keyboard.press("ArrowDown")
    await expect(splitter.sizes).toHaveText("[16,84]")
    await page.keyboard.press("Home")
    await expect(splitter.sizes).toHaveText("[5,95]")
    await expect(page.getByTestId("log")).toHaveText("collapse A (5 %)")
  })

  test("pixel-constraints: the sidebar starts at 240 px and stays within 240–360 px by keyboard and by drag", async ({
    page,
  }) => {
    await gotoDemo(page, "/splitter/pixel-constraints")
    const splitter = new SplitterModel(page)
    const handle = page.getByRole("separator", { name: "Resize Sidebar and Content" })
    const sidebar = splitter.panel("sidebar")
    const content = splitter.panel("content")
    const width = async () => (await sidebar.boundingBox())!.width
    await expect(sidebar).toHaveText("Sidebar: 240px - 360px")
    await expect(content).toHaveText("Content")
    expect(Math.abs((await width()) - 240)).toBeLessThan(3)

    const start = await splitter.readSizes()
    await handle.focus()
    await page.keyboard.press("ArrowRight")
    await expect.poll(async () => (await splitter.readSizes())[0]).toBeGreaterThan(start[0])
    await page.keyboard.press("End")
    // zag's percentages count the handle's width too: within a few pixels of the limit
    await expect.poll(width).toBeGreaterThan(350)
    expect(await width()).toBeLessThan(363)
    await page.keyboard.press("Home")
    await expect.poll(width).toBeLessThan(243)
    expect(await width()).toBeGreaterThan(237)
    await expect(splitter.sizes).toHaveText(JSON.stringify(start))

    const frame = (await page.locator("main .splitter-frame").boundingBox())!
    await splitter.drag(handle, frame.width * 0.4)
    await expect.poll(width).toBeGreaterThan(350)
    expect(await width()).toBeLessThan(363)
    await splitter.drag(handle, -frame.width * 0.4)
    await expect.poll(width).toBeLessThan(243)
    expect(await width()).toBeGreaterThan(237)
    expect((await content.boundingBox())!.width).toBeGreaterThan(frame.width - 260)
  })

  test("relative-units: Header, Body and Footer stacked; their rem, em and vh limits hold by keyboard and by drag", async ({
    page,
  }) => {
    await gotoDemo(page, "/splitter/relative-units")
    const splitter = new SplitterModel(page)
    const header = splitter.panel("header")
    const body = splitter.panel("body")
    const footer = splitter.panel("footer")
    const upper = page.getByRole("separator", { name: "Resize Header and Body" })
    const lower = page.getByRole("separator", { name: "Resize Body and Footer" })
    await expect(header).toHaveText("Header: 6rem - 20vh")
    await expect(body).toHaveText("Body: min 12rem")
    await expect(footer).toHaveText("Footer: 4em - 25vh")
    await expect(splitter.sizes).toHaveText("[25,55,20]")
    await expect(upper).toHaveAttribute("aria-orientation", "horizontal")

    const { rem, em, vh } = await page.locator("main [data-scope=splitter][data-part=root]").evaluate((root) => ({
      rem: parseFloat(getComputedStyle(document.documentElement).fontSize),
      em: parseFloat(getComputedStyle(root).fontSize),
      vh: innerHeight / 100,
    }))
    const height = async (panel: typeof header) => (await panel.boundingBox())!.height
    // zag's percentages count the handles too: within a few pixels of each limit
    const near = async (panel: typeof header, px: number) =>
      expect.poll(async () => Math.abs((await height(panel)) - px)).toBeLessThan(7)

    // by keyboard: the up and down arrows, Home and End
    await upper.focus()
    await page.keyboard.press("ArrowDown")
    await expect(splitter.sizes).toHaveText("[26,54,20]")
    await page.keyboard.press("End")
    await near(header, 20 * vh)
    await page.keyboard.press("Home")
    await near(header, 6 * rem)
    await page.keyboard.press("Tab")
    await expect(lower).toBeFocused()
    await page.keyboard.press("End")
    await near(footer, 4 * em)
    await page.keyboard.press("Home")
    // the body's minimum or the footer's maximum, whichever comes first
    await expect
      .poll(async () => Math.min(Math.abs((await height(body)) - 12 * rem), Math.abs((await height(footer)) - 25 * vh)))
      .toBeLessThan(7)
    expect(await height(body)).toBeGreaterThan(12 * rem - 7)

    // by pointer: the upper handle far down stops at the header's maximum, far up at its minimum
    await splitter.drag(upper, 400, "vertical")
    await expect.poll(() => height(header)).toBeGreaterThan(20 * vh - 12)
    expect(await height(header)).toBeLessThan(20 * vh + 2)
    await splitter.drag(upper, -400, "vertical")
    await expect.poll(() => height(header)).toBeLessThan(6 * rem + 2)
    expect(await height(header)).toBeGreaterThan(6 * rem - 12)
  })

  test("fixed-size: a 120 px block between the panels keeps its width; both handles (left:, :right) resize the pair", async ({
    page,
  }) => {
    await gotoDemo(page, "/splitter/fixed-size")
    const splitter = new SplitterModel(page)
    const block = page.getByTestId("fixed-block")
    const blockWidth = async () => Math.round((await block.boundingBox())!.width)
    await expect(splitter.panel("left")).toHaveText("Left")
    await expect(splitter.panel("right")).toHaveText("Right")
    await expect(splitter.sizes).toHaveText("[50,50]")
    expect(await blockWidth()).toBe(120)
    await expect(splitter.trigger("left:")).toHaveAttribute("data-id", "left:")
    await expect(splitter.trigger(":right")).toHaveAttribute("data-id", ":right")

    await splitter.trigger("left:").focus()
    await page.keyboard.press("ArrowRight")
    await expect(splitter.sizes).toHaveText("[51,49]")
    await page.keyboard.press("Tab")
    await expect(splitter.trigger(":right")).toBeFocused()
    await page.keyboard.press("ArrowLeft")
    await page.keyboard.press("ArrowLeft")
    await expect(splitter.sizes).toHaveText("[49,51]")
    await expect(splitter.trigger("left:")).toHaveAttribute("aria-valuenow", "49")

    // by pointer, either handle: the block moves with them and keeps its width
    const frame = (await page.locator("main .splitter-frame").boundingBox())!
    const before = (await block.boundingBox())!.x
    await splitter.drag(splitter.trigger(":right"), frame.width * 0.2)
    await expect.poll(async () => (await splitter.readSizes())[0]).toBeGreaterThan(65)
    expect((await block.boundingBox())!.x).toBeGreaterThan(before + frame.width * 0.15)
    expect(await blockWidth()).toBe(120)
    await splitter.drag(splitter.trigger("left:"), -frame.width * 0.3)
    await expect.poll(async () => (await splitter.readSizes())[0]).toBeLessThan(45)
    expect(await blockWidth()).toBe(120)
    const [left, right] = await splitter.readSizes()
    expect(left + right).toBeCloseTo(100, 1)
  })
  test("persistent-layout: sizes survive a reload, one layout for each set of panels; nothing shows before the stored one", async ({
    page,
  }) => {
    await gotoDemo(page, "/splitter/persistent-layout")
    const splitter = new SplitterModel(page)
    const handle = (name: string) => page.getByRole("separator", { name })
    await expect(splitter.sizes).toHaveText("[20,55,25]")
    await handle("Resize Nav and Content").focus()
    await page.keyboard.press("ArrowRight")
    await expect(splitter.sizes).toHaveText("[21,54,25]")
    await page.keyboard.press("ArrowRight")
    await expect(splitter.sizes).toHaveText("[22,53,25]")

    // without the Inspector: its own layout, changed and kept apart
    await page.getByRole("button", { name: "Hide Inspector", exact: true }).click()
    await expect(splitter.sizes).toHaveText("[25,75]")
    await expect(handle("Resize Content and Inspector")).toHaveCount(0)
    await handle("Resize Nav and Content").focus()
    await page.keyboard.press("ArrowLeft")
    await expect(splitter.sizes).toHaveText("[24,76]")
    await page.getByRole("button", { name: "Show Inspector", exact: true }).click()
    await expect(splitter.sizes).toHaveText("[22,53,25]")

    // a new visit: the stored layout is the first one painted (the frame is hidden until it is in place)
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const frame = document.querySelector<HTMLElement>("main .splitter-frame")
        const panel = document.querySelector<HTMLElement>("main [data-part='panel'][data-id='nav']")
        if (frame && panel && getComputedStyle(frame).visibility === "visible") {
          ;(window as unknown as { firstVisibleNav?: string }).firstVisibleNav ??= panel.style.flexGrow
        }
      }).observe(document, { subtree: true, childList: true, attributes: true })
    })
    await page.reload()
    await expect(page.locator("html")).toHaveAttribute("data-hydrated")
    await expect(splitter.sizes).toHaveText("[22,53,25]")
    const firstVisible = await page.evaluate(() => (window as unknown as { firstVisibleNav?: string }).firstVisibleNav)
    expect(Number(firstVisible)).toBeCloseTo(22, 0)
    await page.getByRole("button", { name: "Hide Inspector", exact: true }).click()
    await expect(splitter.sizes).toHaveText("[24,76]")
  })

  test("persistent-layout: a stored layout that isn't one (wrong count, not numbers, broken JSON) gives the default", async ({
    page,
  }) => {
    await gotoDemo(page, "/splitter/persistent-layout")
    const splitter = new SplitterModel(page)
    for (const stored of ["[50,50]", '["a","b","c"]', "{broken", "[10,10,10]"]) {
      await page.evaluate((stored) => localStorage.setItem("splitter-layout:nav,content,inspector", stored), stored)
      await page.reload()
      await expect(splitter.sizes, stored).toHaveText("[20,55,25]")
    }
  })
})
