import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class TabsModel extends ZagModel {
  constructor(page: Page) {
    super(page, "tabs")
  }

  tab(id: string) {
    return this.page.getByTestId(`${id}-tab`)
  }

  panel(id: string) {
    return this.page.getByTestId(`${id}-tab-panel`)
  }
}
