import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

type Tip = 1 | 2

export class TooltipModel extends ZagModel {
  constructor(page: Page) {
    super(page, "tooltip")
  }

  trigger(n: Tip) {
    return this.page.getByTestId(`tip-${n}-trigger`)
  }

  tip(n: Tip) {
    return this.page.getByTestId(`tip-${n}-tooltip`)
  }

  /** The tip rendered in place (inside the app's root) or portalled to the overlay layer. */
  tipIn(n: Tip, where: ".root" | ".overlay-layer") {
    return this.page.locator(`${where} [data-testid='tip-${n}-tooltip']`)
  }
}
