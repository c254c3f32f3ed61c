import type { Page } from "@playwright/test"

// The fruit items that /radio-group and /segment-control share (src/widgets/radio-group/FruitItems.tsx).

export const fruitIds = ["apple", "orange", "mango", "grape"] as const
export const item = (page: Page, id: string) => page.getByTestId(`radio-${id}`)
/** The item's hidden radio input, which the form reads. */
export const input = (page: Page, id: string) => page.getByTestId(`input-${id}`)
