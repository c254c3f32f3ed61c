import { axeEveryTab, gotoDemo, type Theme, test } from "./fixtures"

// The toolbar tabs are the same components on every route, with the same colours: the per-route check
// (tests/suites/route.ts) runs axe on the page with the Controls tab open (its controls are the route's
// own) and reads the Accessibility tab's verdict; this runs axe on every tab, in light and in dark, on the
// routes whose tabs show the most (the largest statecharts, code and control panels, several machines on
// one page).
for (const slug of ["date-picker", "combobox", "tour", "tree-view", "date-picker-range"]) {
  for (const theme of ["light", "dark"] as Theme[]) {
    test(`/${slug} passes axe on every toolbar tab in ${theme}`, async ({ page }) => {
      await gotoDemo(page, `/${slug}`, theme)
      await axeEveryTab(page, theme)
    })
  }
}
