// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react"
import { useLayoutEffect } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { viewSchema } from "../modules"
import { viewBars } from "../modules/bars"
import { LiveMenu } from "./LiveMenu"

// The live menu button replaces the plain one after the page has loaded. It takes over the plain button's
// focus, but never focus that a person has moved elsewhere in the moment between its render and its effect.

const props = {
  name: "dir",
  def: viewSchema.dir,
  words: viewBars.dir,
  value: "ltr",
  icon: "dir",
  onChange: () => {},
  tabIndex: 0,
}

/** The plain button, focused, as it is when the live one renders (each test removes it, as React's commit would). */
function focusedPlainButton() {
  const plain = document.createElement("button")
  plain.setAttribute("data-setting", "dir")
  document.body.append(plain)
  plain.focus()
  return plain
}

/** Runs between the live menu's commit and its effect (layout effects run first): moves focus, or drops the plain button. */
function Meanwhile({ act }: { act: () => void }) {
  useLayoutEffect(act, [act])
  return null
}

afterEach(() => {
  cleanup()
  document.body.innerHTML = ""
})

describe("LiveMenu's focus hand-over", () => {
  it("takes focus when the plain button it replaced had it and focus fell to the body", () => {
    const plain = focusedPlainButton()
    const { getByRole } = render(
      <>
        <LiveMenu {...props} />
        <Meanwhile act={() => plain.remove()} />
      </>,
    )
    expect(document.activeElement).toBe(getByRole("button", { name: /^Direction: / }))
  })

  it("leaves focus where a Tab moved it after the live button rendered", () => {
    const plain = focusedPlainButton()
    const next = document.createElement("button")
    document.body.append(next)
    render(
      <>
        <LiveMenu {...props} />
        <Meanwhile
          act={() => {
            next.focus()
            plain.remove()
          }}
        />
      </>,
    )
    expect(document.activeElement).toBe(next)
  })
})
