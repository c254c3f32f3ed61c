import type { Page } from "@playwright/test"
import { scenarios } from "./inspectorScenarios"

/** A route and what a person does on it before pressing "Copy as test" (each step changes the widget). */
export type ExportRoute = { route: string; steps: Array<(page: Page) => Promise<void>> }

const inMain = (page: Page, scope: string, part: string) =>
  page.locator(`main [data-scope=${scope}][data-part=${part}]`)

const more: ExportRoute[] = [
  {
    route: "/range-slider",
    steps: [
      (page) => inMain(page, "slider", "thumb").nth(1).focus(),
      (page) => inMain(page, "slider", "thumb").nth(1).press("ArrowLeft"),
      (page) => inMain(page, "slider", "thumb").nth(1).press("PageDown"),
      (page) => inMain(page, "slider", "thumb").nth(0).press("End"),
    ],
  },
  {
    route: "/select",
    steps: [
      (page) => inMain(page, "select", "trigger").click(),
      (page) => page.keyboard.press("ArrowDown"),
      (page) => page.keyboard.press("ArrowDown"),
      (page) => page.keyboard.press("Enter"),
    ],
  },
  {
    route: "/menu",
    steps: [
      (page) => inMain(page, "menu", "trigger").click(),
      (page) => page.keyboard.press("ArrowDown"),
      (page) => page.keyboard.press("ArrowDown"),
      (page) => page.keyboard.press("Escape"),
    ],
  },
  {
    route: "/accordion",
    steps: [
      (page) => inMain(page, "accordion", "item-trigger").nth(1).click(),
      (page) => page.keyboard.press("ArrowDown"),
      (page) => page.keyboard.press("Enter"),
    ],
  },
  {
    route: "/tabs",
    steps: [(page) => inMain(page, "tabs", "trigger").nth(1).click(), (page) => page.keyboard.press("ArrowRight")],
  },
  {
    route: "/checkbox",
    steps: [
      (page) => page.locator("main [data-scope=checkbox][data-part=root]").first().click(),
      (page) => page.keyboard.press("Space"),
    ],
  },
  {
    route: "/number-input",
    steps: [
      (page) => inMain(page, "number-input", "increment-trigger").click(),
      (page) => inMain(page, "number-input", "input").fill("42"),
      (page) => inMain(page, "number-input", "input").press("ArrowUp"),
    ],
  },
]

/** The acting Inspector's five scenarios, then more widgets. */
export const exportRoutes: ExportRoute[] = [...scenarios.map(({ route, steps }) => ({ route, steps })), ...more]
