import { expect, gotoDemo, test } from "@tests/fixtures"
import { currentStates, logCell, logRows, openInspector, stateItem } from "@tests/inspector"
import { AccordionModel } from "@tests/models/accordion.model"

test("accordion inspector: lists the states with their EVENT → target transitions, from the machine itself", async ({
  page,
}) => {
  const accordion = new AccordionModel(page)
  await gotoDemo(page, "/accordion")
  const inspector = await openInspector(page)
  const states = inspector.getByRole("region", { name: "States of Machine" })
  await expect(states.getByRole("list").first().locator(":scope > li")).toHaveText([
    /^idle/,
    /^focused/,
    /^from any state/,
  ])
  await expect(stateItem(inspector, "idle").getByRole("listitem")).toHaveText([/^TRIGGER\.FOCUS → focused/])
  const focused = stateItem(inspector, "focused").getByRole("listitem")
  await expect(focused.filter({ hasText: /^TRIGGER\.BLUR → idle/ })).toHaveCount(1)
  // targetless transitions read as staying, with their guard
  await expect(focused.filter({ hasText: /^GOTO\.NEXT → stays/ })).toHaveCount(1)
  await expect(focused.filter({ hasText: /^TRIGGER\.CLICK → stays \[inline guard\]/ })).toHaveCount(2)
  await expect(currentStates(inspector)).toHaveText(["idle"])

  await accordion.itemTriggers.first().focus()
  await expect(currentStates(inspector)).toHaveText(["focused"])
  await expect(logCell(logRows(inspector).first(), "Event")).toHaveText("TRIGGER.FOCUS")
  await expect(inspector.locator(".inspector-states li li[data-taken]")).toHaveText(/^TRIGGER\.FOCUS → focused/)
})
