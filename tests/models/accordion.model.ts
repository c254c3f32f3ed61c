import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class AccordionModel extends ZagModel {
  constructor(page: Page) {
    super(page, "accordion")
  }

  trigger(id: string) {
    return this.page.getByTestId(`${id}:trigger`)
  }

  content(id: string) {
    return this.page.getByTestId(`${id}:content`)
  }

  get itemTriggers() {
    return this.part("item-trigger")
  }
}
