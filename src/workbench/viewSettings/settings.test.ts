import { describe, expect, it } from "vitest"
import { readViewSettings } from "./readViewSettings"
import { withViewSettings } from "../controls/useControls"
import { carriedQuery, splitQuery, viewValues } from "./settings"

describe("view settings", () => {
  it("read from the query, with defaults, and report values that do not fit", () => {
    expect(readViewSettings("?dir=rtl&locale=fr-FR&theme=dark&width=360&tab=code&panel=bottom&max=3")).toEqual({
      values: { dir: "rtl", locale: "fr-FR", theme: "dark", width: "360", tab: "code", panel: "bottom" },
      issues: [],
    })
    const { values, issues } = readViewSettings("?dir=up&locale=xx&width=100&panel=left")
    expect(values).toEqual({
      dir: "ltr",
      locale: "en-US",
      theme: undefined,
      width: "full",
      tab: undefined,
      panel: undefined,
    })
    expect(issues).toEqual([
      "“dir=up” was ignored: expected one of ltr, rtl.",
      "“locale=xx” was ignored: expected one of en-US, en-GB, de-DE, fr-FR, cs-CZ, mk-MK, ar-EG, ja-JP, zh-CN.",
      "“width=100” was ignored: expected one of 360, 768, full.",
      "“panel=left” was ignored: expected one of right, bottom.",
    ])
  })

  it("pages get the valid values, else the defaults", () => {
    expect(viewValues("?dir=rtl&locale=xx&width=360")).toEqual({
      dir: "rtl",
      locale: "en-US",
      theme: undefined,
      width: "360",
      tab: undefined,
      panel: undefined,
    })
  })

  it("links carry the valid global keys only, never a demo's controls", () => {
    expect(carriedQuery("?multiple=true&dir=rtl&theme=dark&locale=oops&tab=a11y&panel=bottom")).toBe(
      "?dir=rtl&theme=dark&tab=a11y&panel=bottom",
    )
    expect(carriedQuery("?multiple=true&dir=ltr")).toBe("")
  })

  it("split from and joined with a page's own entries", () => {
    const { view, rest } = splitQuery("?dir=rtl&max=3&width=768")
    expect([view.toString(), rest.toString()]).toEqual(["dir=rtl&width=768", "max=3"])
    expect(withViewSettings("?dir=rtl&max=3", new URLSearchParams("max=4&dir=ltr")).toString()).toBe("dir=rtl&max=4")
  })

  it("keep isolation mode's `chrome` out of the controls and out of nav links, and across control changes", () => {
    const { view, rest } = splitQuery("?chrome=none&multiple=true&dir=rtl")
    expect([view.toString(), rest.toString()]).toEqual(["chrome=none&dir=rtl", "multiple=true"])
    expect(carriedQuery("?chrome=none&dir=rtl")).toBe("?dir=rtl")
    expect(withViewSettings("?chrome=none&max=3", new URLSearchParams("max=4")).toString()).toBe("chrome=none&max=4")
  })

  it("keep the Docs tab's `docs` section out of the controls and out of nav links, and across control changes", () => {
    const { view, rest } = splitQuery("?tab=docs&docs=api&multiple=true")
    expect([view.toString(), rest.toString()]).toEqual(["tab=docs&docs=api", "multiple=true"])
    expect(carriedQuery("?tab=docs&docs=api")).toBe("?tab=docs")
    expect(withViewSettings("?docs=api&max=3", new URLSearchParams("max=4")).toString()).toBe("docs=api&max=4")
  })
})

describe("the settings' modules", () => {
  it("give every toolbar tab a `tab` value, in the setting's order", async () => {
    const { TABS } = await import("../tabs")
    const { tab } = await import("./modules/tab")
    expect(TABS.map((each) => each.key)).toEqual([...tab.options])
  })

  it("name only options they have", async () => {
    const { viewBars } = await import("./modules/bars")
    const { viewSchema } = await import("./modules")
    for (const [key, def] of Object.entries(viewSchema))
      for (const option of Object.keys(viewBars[key as keyof typeof viewBars].text))
        expect(def.options, key).toContain(option)
  })
})
