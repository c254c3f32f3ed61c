// @vitest-environment jsdom
import { beforeAll, describe, expect, test } from "vitest"
import { describeAttributes, partsOnPage } from "./partsOnPage"

// jsdom lays nothing out: an element is shown unless it or an ancestor is `hidden`
beforeAll(() => {
  Element.prototype.checkVisibility = function (this: Element) {
    return this.closest("[hidden]") === null
  }
})

const html = (markup: string) => {
  const root = document.createElement("div")
  root.innerHTML = markup
  return root
}

describe("a machine's parts on the page", () => {
  test("counts each part's shown and hidden elements, by scope: another machine's parts are not counted", () => {
    const main = html(`
      <div data-scope="select" data-part="root">
        <button data-scope="select" data-part="trigger" data-state="closed"></button>
        <div data-scope="select" data-part="content" hidden></div>
      </div>
      <button data-scope="dialog" data-part="trigger"></button>`)
    const portalled = html(
      `<div data-scope="select" data-part="item"></div><div data-scope="select" data-part="item"></div>`,
    )
    const onPage = partsOnPage([main, portalled.firstElementChild!, portalled.lastElementChild!], "select", [
      "root",
      "trigger",
      "content",
      "item",
      "label",
    ])
    expect(onPage.map(({ part, shown, hidden }) => [part, shown, hidden])).toEqual([
      ["root", 1, 0],
      ["trigger", 1, 0],
      ["content", 0, 1],
      ["item", 2, 0],
      ["label", 0, 0],
    ])
    expect(onPage[1].attributes).toEqual(['data-state="closed"'])
  })

  test("an element's data-* attributes: each value, on how many when not on all, many values summed up", () => {
    const items = [
      ...html(
        [0, 1, 2, 3]
          .map(
            (n) =>
              `<div data-part="item" data-value="v${n}" data-state="${n === 2 ? "checked" : "unchecked"}" ${n === 1 ? "data-highlighted" : ""} data-scope="select" id="x"></div>`,
          )
          .join(""),
      ).children,
    ]
    expect(describeAttributes(items)).toEqual([
      "data-highlighted on 1 of 4",
      'data-state="unchecked" on 3 of 4',
      'data-state="checked" on 1 of 4',
      "data-value: 4 values",
    ])
    expect(describeAttributes(items.slice(1, 2))).toEqual([
      "data-highlighted",
      'data-state="unchecked"',
      'data-value="v1"',
    ])
  })

  test("a long value is cut short", () => {
    const [element] = html(`<div data-label="${"x".repeat(60)}"></div>`).children
    expect(describeAttributes([element])).toEqual([`data-label="${"x".repeat(39)}…"`])
  })
})
