import { expect, test } from "./fixtures"

// An Error logged to the console reaches the test over BiDi without its message (tests/engine/driver.ts's
// readableConsoleErrors and consoleText): the problem must still say what it was and where the page logged it,
// or a failure can't be traced.
test("an Error logged to the console is a problem that says what and where", async ({ driver, problems }) => {
  await driver.goto("/switch")
  await driver.evaluateSource(`(function logFromThePage() { console.error(new Error("from the page")) })()`)
  await expect.poll(() => problems.length).toBe(1)
  expect(problems[0]).toMatch(/^console\.error: Error: from the page\n.*logFromThePage@/)
  // the fixture fails any test that leaves a problem: this one was the point
  problems.length = 0
})
