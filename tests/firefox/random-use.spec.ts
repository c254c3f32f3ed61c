import { FileChooser } from "puppeteer-core"
import { demos } from "../../src/demos/registry"
import { fileOnDisk } from "../engine/driver"
import { randomAction, randomFile } from "../random/actions"
import { createRandom } from "../random/rng"
import { answerRemote, expect, gotoDemo, test } from "./fixtures"

// The Chromium random-use suite's actions and failure rules (tests/random-use.spec.ts), in Firefox, with
// 30 actions a route. SEED=n replays another seed; the seed is in each test's title and failure report.
const seed = Number(process.env.SEED ?? 1)
const actions = Number(process.env.FIREFOX_ACTIONS ?? 30)

for (const demo of demos) {
  test(`/${demo.slug} survives ${actions} random actions (SEED=${seed})`, async ({
    driver,
    firefoxPage: page,
    problems,
    baseURL,
  }) => {
    test.setTimeout(30_000 + actions * 400)
    const random = createRandom(seed * 1000 + demos.indexOf(demo))
    const fileRandom = createRandom(seed)
    page.on("dialog", async (dialog) => {
      problems.push(`a ${dialog.type()} dialog opened (“${dialog.message()}”): injected script ran`)
      await dialog.dismiss()
    })
    page.on("popup", (popup) => void popup?.close())
    // every file picker that opens is answered with a random file, as in Chromium; the test waits for the
    // last answer before it ends
    const stopChoosing = new AbortController()
    const choosing: Array<Promise<void>> = []
    const answerNextChooser = (): void => {
      choosing.push(
        page.waitForFileChooser({ timeout: 0, signal: stopChoosing.signal }).then(
          (chooser: FileChooser) => {
            if (!stopChoosing.signal.aborted) answerNextChooser()
            return chooser
              .accept([fileOnDisk(randomFile(fileRandom))])
              .catch((error: Error) => void problems.push(`file chooser: ${error.message}`))
          },
          () => undefined,
        ),
      )
    }
    answerNextChooser()
    // the tour reads a public profile API (its failure path has its own tests): answer as the API does
    await answerRemote(page, "https://api.github.com/", { login: "octocat", name: "The Octocat" })

    await gotoDemo(driver, page, baseURL as string, `/${demo.slug}`)
    const done: string[] = []
    const report = () =>
      `firefox, seed ${seed} (replay: SEED=${seed} npx playwright test --project firefox tests/firefox/random-use.spec.ts -g "/${demo.slug} "), at ${page.url()}, after:\n  ${done.slice(-12).join("\n  ")}`
    for (let i = 0; i < actions; i++) {
      done.push(`${i + 1}. ${await randomAction(driver, random)}`)
      expect(problems, report()).toEqual([])
      expect(new URL(page.url()).pathname, report()).toBe(`/${demo.slug}`)
    }
    stopChoosing.abort()
    await Promise.all(choosing)
    await driver.waitFor(
      (label) => document.querySelector("main h1")?.textContent === label,
      demo.label,
      `the heading still reads ${demo.label}; ${report()}`,
    )
    expect(await driver.evaluate(() => document.querySelector("main [data-scope][data-part]") !== null), report()).toBe(
      true,
    )
    expect(await driver.evaluate(() => document.querySelectorAll("img[src=x], [onerror]").length), report()).toBe(0)
  })
}
