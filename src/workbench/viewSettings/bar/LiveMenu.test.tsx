// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react"
import { useLayoutEffect } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { viewSchema } from "../modules"
import { viewBars } from "../modules/bars"
import { LiveMenu } from "./LiveMenu"

// The live menu button replaces the plain one after the page has loaded (./MenuSetting.tsx). It takes
// over the plain button's focus in the same commit, so that no key finds focus fallen to the body, and
// it leaves alone focus that is elsewhere.

const props = {
  name: "dir",
  def: viewSchema.dir,
  words: viewBars.dir,
  value: "ltr",
  icon: "dir",
  onChange: () => {},
  tabIndex: 0,
}

let focusAtCommit: Element | null = null

/** Notes where focus is once the swap's commit is done: what a key pressed then would start from. */
function AtCommit() {
  useLayoutEffect(() => {
    focusAtCommit = document.activeElement
  }, [])
  return null
}

/** The setting's button, plain until `live`, as MenuSetting swaps it. */
function Setting({ live }: { live: boolean }) {
  return (
    <>
      {live ? <LiveMenu {...props} /> : <button data-setting="dir">Direction: LTR</button>}
      {live && <AtCommit />}
      <button>Next</button>
    </>
  )
}

afterEach(() => {
  cleanup()
  focusAtCommit = null
})

describe("LiveMenu's focus hand-over", () => {
  it("takes the plain button's focus within the commit that swaps them", () => {
    const { getByRole, rerender } = render(<Setting live={false} />)
    getByRole("button", { name: "Direction: LTR" }).focus()
    rerender(<Setting live />)
    const live = getByRole("button", { name: /^Direction: / })
    expect(live).toHaveAttribute("aria-haspopup", "menu")
    expect(focusAtCommit).toBe(live)
    expect(document.activeElement).toBe(live)
  })

  it("leaves focus where it is when the plain button did not have it", () => {
    const { getByRole, rerender } = render(<Setting live={false} />)
    const next = getByRole("button", { name: "Next" })
    next.focus()
    rerender(<Setting live />)
    expect(focusAtCommit).toBe(next)
    expect(document.activeElement).toBe(next)
  })
})
