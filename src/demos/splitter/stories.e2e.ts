import { chooseViewSetting, expect, gotoDemo, setControl, test } from "@tests/fixtures"
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
    // the panels follow React's sizes a render after the text does (zag takes the new sizes as props)
    const width = async (id: string) => (await splitter.panel(id).boundingBox())!.width / frame.width
    await expect(splitter.sizes).toHaveText("[25,50,25]")
    await expect.poll(() => width("b")).toBeGreaterThan(0.45)

    await page.getByRole("button", { name: "Left wide" }).click()
    await expect(splitter.sizes).toHaveText("[50,25,25]")
    await expect(splitter.trigger("a:b")).toHaveAttribute("aria-valuenow", "50")
    await expect.poll(() => width("a")).toBeGreaterThan(0.45)
    await page.getByRole("button", { name: "Right wide" }).click()
    await expect(splitter.sizes).toHaveText("[25,25,50]")
    // a handle's value is the size of the panel before it
    await expect(splitter.trigger("b:c")).toHaveAttribute("aria-valuenow", "25")
    await expect.poll(() => width("c")).toBeGreaterThan(0.45)
    await page.getByRole("button", { name: "Center wide" }).click()
    await expect(splitter.sizes).toHaveText("[15,70,15]")
    await expect.poll(() => width("b")).toBeGreaterThan(0.65)

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

  test("group-resize-behavior: Left keeps its pixels when the group narrows or widens, Right takes the change; Left stops at 125 px", async ({
    page,
  }) => {
    await gotoDemo(page, "/splitter/group-resize-behavior")
    const splitter = new SplitterModel(page)
    const left = splitter.panel("left")
    const right = splitter.panel("right")
    const handle = page.getByRole("separator", { name: "Resize Left and Right" })
    const leftWidth = page.getByTestId("left-width")
    const width = async (panel: typeof left) => (await panel.boundingBox())!.width
    await expect(left).toHaveText("Left: preserves pixel size on group resize")
    await expect(right).toHaveText("Right: absorbs group resize")
    await expect(leftWidth).toHaveText("250 px")
    expect(Math.abs((await width(left)) - 250)).toBeLessThan(0.5)
    const wideRight = await width(right)

    // the group narrows to a phone's width (the view setting) and widens again: only Right changes
    await chooseViewSetting(page, "Width", "360 px")
    await expect.poll(() => width(right)).toBeLessThan(wideRight - 200)
    await expect(leftWidth).toHaveText("250 px")
    expect(Math.abs((await width(left)) - 250)).toBeLessThan(0.5)
    await chooseViewSetting(page, "Width", "Full")
    await expect.poll(() => width(right)).toBeGreaterThan(wideRight - 1)
    await expect(leftWidth).toHaveText("250 px")

    // by keyboard: Home stops at the 125 px minimum
    await handle.focus()
    await page.keyboard.press("Home")
    await expect(leftWidth).toHaveText("125 px")
    await expect(page.getByTestId("right-width")).toHaveText(`${Math.round(wideRight + 125)} px`)

    // by pointer: the handle follows the mouse, and the width it leaves is the one kept on a resize
    await splitter.drag(handle, 100)
    await expect.poll(() => width(left)).toBeGreaterThan(224)
    expect(await width(left)).toBeLessThan(226)
    await expect(leftWidth).toHaveText("225 px")
    await chooseViewSetting(page, "Width", "360 px")
    await expect.poll(() => width(right)).toBeLessThan(wideRight - 100)
    await expect(leftWidth).toHaveText("225 px")
    await splitter.drag(handle, -200)
    await expect(leftWidth).toHaveText("125 px")
  })

  test("multiple: three splitters one inside another through React context; each handle resizes its own level, Enter collapses the middles", async ({
    page,
  }) => {
    await gotoDemo(page, "/splitter/multiple")
    const splitter = new SplitterModel(page)
    const level = (n: number) => page.getByTestId(`sizes-level-${n}`)
    const read = async (n: number): Promise<number[]> => JSON.parse((await level(n).textContent()) ?? "[]")
    await expect(splitter.root).toHaveCount(3)
    for (const text of ["Left", "Top", "Bottom left", "Bottom right", "Right"]) {
      await expect(page.locator("main").getByText(text, { exact: true })).toBeVisible()
    }
    await expect(level(1)).toHaveText("[25,50,25]")
    await expect(level(2)).toHaveText("[50,50]")
    await expect(level(3)).toHaveText("[50,50]")
    // the levels: a row, a column in its centre, a row in the column's bottom
    const box = async (text: string) => (await page.locator("main").getByText(text, { exact: true }).boundingBox())!
    expect((await box("Top")).y).toBeLessThan((await box("Bottom left")).y)
    expect((await box("Bottom left")).x).toBeLessThan((await box("Bottom right")).x)
    expect((await box("Left")).x).toBeLessThan((await box("Top")).x)

    // by keyboard, handle after handle in the page's order: each resizes its own level only
    await splitter.trigger("left:centre").focus()
    await page.keyboard.press("ArrowRight")
    await expect(level(1)).toHaveText("[26,49,25]")
    await page.keyboard.press("Tab")
    await expect(splitter.trigger("top:bottom")).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(level(2)).toHaveText("[51,49]")
    await page.keyboard.press("Tab")
    await expect(splitter.trigger("bottom-left:bottom-right")).toBeFocused()
    await page.keyboard.press("ArrowLeft")
    await expect(level(3)).toHaveText("[49,51]")
    await expect(level(1)).toHaveText("[26,49,25]")
    await expect(level(2)).toHaveText("[51,49]")

    // the middles collapse: Centre (Enter on the handle after it), then Top; Enter again expands to the minimum
    await page.keyboard.press("Tab")
    await expect(splitter.trigger("centre:right")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(level(1)).toHaveText("[26,10,64]")
    await page.keyboard.press("Enter")
    await expect(level(1)).toHaveText("[26,30,44]")
    await splitter.trigger("top:bottom").focus()
    await page.keyboard.press("Enter")
    await expect(level(2)).toHaveText("[10,90]")
    await page.keyboard.press("Enter")
    await expect(level(2)).toHaveText("[20,80]")

    // by pointer: the innermost handle, then the outer one far to the start, which collapses Centre
    await splitter.drag(splitter.trigger("bottom-left:bottom-right"), 40)
    await expect.poll(async () => (await read(3))[0]).toBeGreaterThan(55)
    const frame = (await page.locator("main .splitter-frame").boundingBox())!
    await splitter.drag(splitter.trigger("centre:right"), -frame.width * 0.4)
    await expect.poll(async () => (await read(1))[1]).toBe(10)
    const [left, centre, right] = await read(1)
    expect(left + centre + right).toBeCloseTo(100, 1)
    expect(await read(2)).toEqual([20, 80])
  })

  test("nested: a press where a column handle crosses a row handle drags both splitters at once; elsewhere one", async ({
    page,
  }) => {
    await gotoDemo(page, "/splitter/nested")
    const splitter = new SplitterModel(page)
    const html = page.locator("html")
    const columns = page.getByTestId("sizes-columns")
    const rows = page.getByTestId("sizes-rows")
    const multiDrag = page.getByTestId("multi-drag")
    const read = async (output: typeof columns): Promise<number[]> => JSON.parse((await output.textContent()) ?? "[]")
    const middle = (box: { x: number; y: number; width: number; height: number }) => ({
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    })
    await expect(page.getByRole("heading", { name: "Nested Splitters with Multi-Drag" })).toBeVisible()
    await expect(page.locator("main").getByText("Multi-drag intersection zone:")).toBeVisible()
    for (const text of ["Left Panel", "Top", "Middle", "Bottom", "Right Panel"]) {
      await expect(page.locator("main").getByText(text, { exact: true })).toBeVisible()
    }
    await expect(columns).toHaveText("[25,50,25]")
    await expect(rows).toHaveText("[30,40,30]")
    await expect(multiDrag).toHaveText("none")

    // at the crossing of Left Panel's handle and Top's: the move cursor, then one diagonal drag resizes both
    const column = splitter.trigger("left:middle")
    const crossing = {
      x: middle((await column.boundingBox())!).x,
      y: middle((await splitter.trigger("top:center").boundingBox())!).y,
    }
    await page.mouse.move(crossing.x, crossing.y)
    await expect(html).toHaveAttribute("data-splitter-cursor", "move")
    await page.mouse.down()
    await expect(multiDrag).toHaveText("both splitters")
    await page.mouse.move(crossing.x + 64, crossing.y + 36, { steps: 5 })
    await page.mouse.up()
    await expect(multiDrag).toHaveText("none")
    await expect.poll(async () => (await read(columns))[0]).toBeGreaterThan(33)
    await expect.poll(async () => (await read(rows))[0]).toBeGreaterThan(38)
    expect((await read(columns))[2]).toBe(25)
    expect((await read(rows))[2]).toBe(30)

    // on the column handle away from any crossing: the columns alone
    const rowsBefore = await rows.textContent()
    const alone = middle((await column.boundingBox())!)
    await page.mouse.move(alone.x, alone.y)
    await expect(html).toHaveAttribute("data-splitter-cursor", "ew-resize")
    await page.mouse.down()
    await expect(multiDrag).toHaveText("one splitter")
    await page.mouse.move(alone.x - 64, alone.y, { steps: 5 })
    await page.mouse.up()
    await expect.poll(async () => (await read(columns))[0]).toBeLessThan(27)
    await expect(rows).toHaveText(rowsBefore!)

    // the hit areas reach past the handles: a press 6 px below Middle's lower handle still takes it
    const lower = (await splitter.trigger("center:bottom").boundingBox())!
    const beside = { x: lower.x + lower.width / 2, y: lower.y + lower.height + 6 }
    await page.mouse.move(beside.x, beside.y)
    await expect(html).toHaveAttribute("data-splitter-cursor", "ns-resize")
    const middleRow = (await read(rows))[1]
    await page.mouse.down()
    await page.mouse.move(beside.x, beside.y + 36, { steps: 5 })
    await page.mouse.up()
    await expect.poll(async () => (await read(rows))[1]).toBeGreaterThan(middleRow + 8)

    // by keyboard, as any splitter: the arrows along each one's axis
    const [top] = await read(rows)
    await splitter.trigger("top:center").focus()
    await page.keyboard.press("ArrowUp")
    await expect.poll(async () => (await read(rows))[0]).toBeCloseTo(top - 1, 1)
    const [, , right] = await read(columns)
    await splitter.trigger("middle:right").focus()
    await page.keyboard.press("ArrowLeft")
    await expect.poll(async () => (await read(columns))[2]).toBeCloseTo(right + 1, 1)
  })
})
