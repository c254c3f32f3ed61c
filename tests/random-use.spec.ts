import { demos } from "../src/demos/registry"
import { expect, gotoDemo, test } from "./fixtures"
import { randomAction, randomFile } from "./random/actions"
import { createRandom } from "./random/rng"
import { playwrightDriver } from "./engine/driver"

// `npm test` runs one seed with 30 actions a route (as the Firefox suite does); `npm run test:random -- --seeds 20` runs more seeds
// with 150 actions. SEED=n replays one seed (with ACTIONS=150 for a seed found by test:random).
const firstSeed = Number(process.env.SEED ?? 1)
const seeds = Number(process.env.SEEDS ?? 1)
const actions = Number(process.env.ACTIONS ?? 30)

for (let seed = firstSeed; seed < firstSeed + seeds; seed++) {
  for (const demo of demos) {
    test(`/${demo.slug} survives ${actions} random actions (SEED=${seed})`, async ({ page, problems }) => {
      test.setTimeout(30_000 + actions * 400)
      const random = createRandom(seed * 1000 + demos.indexOf(demo))
      const fileRandom = createRandom(seed)
      page.on("dialog", async (dialog) => {
        problems.push(`a ${dialog.type()} dialog opened (“${dialog.message()}”): injected script ran`)
        await dialog.dismiss()
      })
      page.on("popup", (popup) => popup.close())
      // a chooser opened by the last action may still be answering: the test waits for it before ending
      const choosing: Array<Promise<void>> = []
      page.on("filechooser", (chooser) =>
        choosing.push(
          chooser
            .setFiles(randomFile(fileRandom))
            .catch((error: Error) => void problems.push(`file chooser: ${error.message}`)),
        ),
      )
      // the tour reads a public profile API (its failure path has its own tests): answer as the API does
      await page.route("https://api.github.com/**", (route) =>
        route.fulfill({ json: { login: "octocat", name: "The Octocat" } }),
      )

      await gotoDemo(page, `/${demo.slug}`)
      const driver = playwrightDriver(page)
      const done: string[] = []
      const report = () =>
        `seed ${seed} (replay: SEED=${seed} ACTIONS=${actions} npx playwright test tests/random-use.spec.ts -g "/${demo.slug} "), at ${page.url()}, after:\n  ${done.slice(-12).join("\n  ")}`
      for (let i = 0; i < actions; i++) {
        done.push(`${i + 1}. ${await randomAction(driver, random)}`)
        expect(problems, report()).toEqual([])
        expect(new URL(page.url()).pathname, report()).toBe(`/${demo.slug}`)
      }
      await Promise.all(choosing)
      await expect(page.locator("main h1"), report()).toHaveText(demo.label)
      await expect(page.locator("main [data-scope][data-part]").first(), report()).toBeAttached()
      expect(await page.locator("img[src=x], [onerror]").count(), report()).toBe(0)
    })
  }
}
