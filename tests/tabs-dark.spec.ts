import { axeEveryTab, gotoDemo, test } from "./fixtures"

// The toolbar tabs are the same components on every route, with the same colours: tests/routes.spec.ts
// checks every tab of every route in light, and this checks every tab in dark on the routes whose tabs
// show the most (the largest statecharts, code and control panels, several machines on one page).
for (const slug of ["date-picker", "combobox", "tour", "tree-view", "date-picker-range"]) {
  test(`/${slug} passes axe on every toolbar tab in dark`, async ({ page }) => {
    await gotoDemo(page, `/${slug}`, "dark")
    await axeEveryTab(page, "dark")
  })
}
