import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

// The fruit radio group that /radio-group and /segment-control share (src/widgets/radio-group/FruitItems.tsx).

export const fruitIds = ["apple", "orange", "mango", "grape"] as const

export class RadioGroupModel extends ZagModel {
  constructor(page: Page) {
    super(page, "radio-group")
  }

  get group() {
    return this.page.getByRole("radiogroup", { name: "Fruits" })
  }

  item(id: string) {
    return this.page.getByTestId(`radio-${id}`)
  }

  /** The item's hidden radio input, which the form reads. */
  input(id: string) {
    return this.page.getByTestId(`input-${id}`)
  }

  label(id: string) {
    return this.page.getByTestId(`label-${id}`)
  }

  control(id: string) {
    return this.page.getByTestId(`control-${id}`)
  }

  /** The checked item's mark (on /segment-control, the one that slides to it). */
  get indicator() {
    return this.part("indicator")
  }

  button(name: string) {
    return this.main.getByRole("button", { name, exact: true })
  }

  /** What the form holds, as the page writes it. */
  get output() {
    return this.page.getByRole("region", { name: "Form values" }).locator("output")
  }
}
