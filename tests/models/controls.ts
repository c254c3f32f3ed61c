import type { Page } from "@playwright/test"
import { expect } from "../fixtures"

/** Clicks a checkbox of the Controls panel and waits for the URL-backed state to settle. */
export async function toggleControl(page: Page, key: string, on: boolean) {
  await page.getByTestId(key).click()
  await expect(page.getByTestId(key)).toBeChecked({ checked: on })
}
