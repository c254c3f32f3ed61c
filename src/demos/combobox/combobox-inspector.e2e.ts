import { expect, gotoDemo, test } from "@tests/fixtures"
import { currentStates, openInspector, stateItem } from "@tests/inspector"
import { ComboboxModel } from "@tests/models/combobox.model"

test("combobox inspector: nested states are listed by their dotted path, the current one with its parent", async ({
  page,
}) => {
  const combobox = new ComboboxModel(page)
  await gotoDemo(page, "/combobox")
  const inspector = await openInspector(page)
  const names = inspector.locator(".inspector-states > ul > li > .inspector-state-name")
  await expect(names).toHaveText([
    "closed",
    "closed.idle",
    "closed.focused",
    "open",
    "open.interacting",
    "open.suggesting",
    "from any state",
  ])
  await expect(stateItem(inspector, "open")).toContainText("tags: open")
  await expect(currentStates(inspector)).toHaveText(["closed", "closed.idle"])
  await expect(inspector.locator(".inspector-graph [data-kind=state]")).toHaveCount(6)

  await combobox.input.fill("a")
  await expect(currentStates(inspector)).toHaveText(["open", "open.suggesting"])
})
