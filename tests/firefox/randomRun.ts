import type { FileChooser, Page } from "puppeteer-core"
import { fileOnDisk, type Driver } from "../engine/driver"
import { randomAction, randomFile } from "../random/actions"
import { createRandom } from "../random/rng"
import { expect } from "./fixtures"

/**
 * The Chromium random-use suite's actions and failure rules (tests/random-use.spec.ts), in Firefox. Call
 * `listen` before the page loads: it dismisses dialogs (and fails the test, as injected script ran),
 * closes popups and answers every file picker with a random file. `run` then does the actions.
 */
export function randomRun(page: Page, problems: string[], { seed, index }: { seed: number; index: number }) {
  const random = createRandom(seed * 1000 + index)
  const fileRandom = createRandom(seed)
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
  return {
    listen() {
      page.on("dialog", async (dialog) => {
        problems.push(`a ${dialog.type()} dialog opened (“${dialog.message()}”): injected script ran`)
        await dialog.dismiss()
      })
      page.on("popup", (popup) => void popup?.close())
      answerNextChooser()
    },
    /** Does the actions; `replay` says how to run this test again. Waits for the last file picker's answer. */
    async run(driver: Driver, { actions, label, replay }: { actions: number; label: string; replay: string }) {
      const done: string[] = []
      const path = new URL(page.url()).pathname
      const report = () => `${replay}, at ${page.url()}, after:\n  ${done.slice(-12).join("\n  ")}`
      for (let i = 0; i < actions; i++) {
        done.push(`${i + 1}. ${await randomAction(driver, random)}`)
        expect(problems, report()).toEqual([])
        expect(new URL(page.url()).pathname, report()).toBe(path)
      }
      stopChoosing.abort()
      await Promise.all(choosing)
      await driver.waitFor(
        (text) => document.querySelector("main h1")?.textContent === text,
        label,
        `the heading still reads ${label}; ${report()}`,
      )
      const widget = await driver.evaluate(() => document.querySelector("main [data-scope][data-part]") !== null)
      expect(widget, report()).toBe(true)
      expect(await driver.evaluate(() => document.querySelectorAll("img[src=x], [onerror]").length), report()).toBe(0)
    },
  }
}
