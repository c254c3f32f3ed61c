import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { recordWidgetShifts } from "../engine/shifts"
import { expect, test } from "./fixtures"

// Firefox paints while its parser waits for the rest of a document (it has no render-blocking
// <link rel="expect">, index.html), and a half-parsed splitter's panels move once their later siblings
// arrive. The page stays hidden until the app's markup is whole (src/styles/base.css).
test("a page that arrives in two parts shows no half-parsed frame", async ({ driver, firefoxPage, baseURL }) => {
  const route = "/splitter/nested"
  const html = await (await fetch(`${baseURL}${route}`)).text()
  // the fourth zag part: the outer splitter's first panel is parsed, the rest of the widget isn't
  let cut = html.indexOf("<main")
  for (let part = 0; part < 4; part++) cut = html.indexOf("data-part=", cut + 1)
  let firstHalfSent = () => {}
  const firstHalf = new Promise<void>((resolve) => (firstHalfSent = resolve))
  let sendRest = () => {}
  const rest = new Promise<void>((resolve) => (sendRest = resolve))
  const server = createServer(async (request, response) => {
    if (request.url === route) {
      response.writeHead(200, { "content-type": "text/html" })
      response.write(html.slice(0, cut))
      firstHalfSent()
      await rest
      response.end(html.slice(cut))
      return
    }
    const file = await fetch(`${baseURL}${request.url}`)
    response.writeHead(file.status, { "content-type": file.headers.get("content-type") ?? "" })
    response.end(Buffer.from(await file.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  try {
    await driver.addInitScript(recordWidgetShifts)
    const { port } = server.address() as AddressInfo
    const loaded = firefoxPage.goto(`http://127.0.0.1:${port}${route}`)
    await firstHalf
    // frames of the first half: the parts it holds are laid out, and nothing is shown
    await firefoxPage.waitForFunction(() => document.querySelectorAll("main [data-part]").length >= 3)
    const shown = await firefoxPage.evaluate(() =>
      document.querySelector("main [data-part]")!.checkVisibility({ visibilityProperty: true }),
    )
    expect(shown, "the half-parsed splitter is shown").toBe(false)
    sendRest()
    await loaded
    await firefoxPage.waitForFunction(() => (window as unknown as { widgetShiftsDone: boolean }).widgetShiftsDone)
    expect(await firefoxPage.evaluate(() => (window as unknown as { widgetShifts: string[] }).widgetShifts)).toEqual([])
  } finally {
    sendRest()
    server.close()
  }
})
