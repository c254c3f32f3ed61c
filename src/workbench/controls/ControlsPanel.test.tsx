// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { ControlsPanel } from "./ControlsPanel"
import { defineControls } from "./schema"
import { useControls } from "./useControls"
import { useSearch } from "../url/searchStore"

const schema = defineControls({
  multiple: { kind: "boolean", default: false },
  name: { kind: "string", default: "box" },
  side: { kind: "select", options: ["start", "end"], default: "start" },
  max: { kind: "number", default: 5, min: 1, max: 10 },
})

function Harness() {
  const controls = useControls(schema)
  const search = useSearch()
  return (
    <>
      <ControlsPanel controls={controls} />
      <pre data-testid="values">{JSON.stringify(controls.values)}</pre>
      <pre data-testid="search">{search}</pre>
    </>
  )
}

function renderAt(url: string) {
  window.history.replaceState(null, "", url)
  render(<Harness />)
}

const values = () => JSON.parse(screen.getByTestId("values").textContent ?? "{}")
const search = () => screen.getByTestId("search").textContent

describe("ControlsPanel", () => {
  it("renders one labelled input per key with the key as test id", () => {
    renderAt("/")
    for (const key of ["multiple", "name", "side", "max"]) {
      const input = screen.getByTestId(key)
      expect(input).toHaveAccessibleName(key)
    }
    expect(screen.getByTestId("side")).toHaveValue("start")
    expect(screen.getByTestId("max")).toHaveValue(5)
  })

  it("applies booleans and selects on change and mirrors them in the URL", async () => {
    renderAt("/")
    await act(async () => fireEvent.click(screen.getByTestId("multiple")))
    await act(async () => fireEvent.change(screen.getByTestId("side"), { target: { value: "end" } }))
    expect(values()).toMatchObject({ multiple: true, side: "end" })
    expect(search()).toBe("?multiple=true&side=end")
  })

  it("applies strings and numbers only on Enter or blur", async () => {
    renderAt("/")
    const name = screen.getByTestId("name")
    fireEvent.change(name, { target: { value: "other" } })
    expect(values().name).toBe("box")
    await act(async () => fireEvent.keyDown(name, { key: "Enter" }))
    expect(values().name).toBe("other")

    const max = screen.getByTestId("max")
    fireEvent.change(max, { target: { value: "7" } })
    expect(values().max).toBe(5)
    await act(async () => fireEvent.blur(max))
    expect(values().max).toBe(7)
    expect(search()).toBe("?name=other&max=7")
  })

  it("clamps numbers to min and max", async () => {
    renderAt("/")
    const max = screen.getByTestId("max")
    fireEvent.change(max, { target: { value: "50" } })
    await act(async () => fireEvent.keyDown(max, { key: "Enter" }))
    expect(values().max).toBe(10)
  })

  it("reports query values that do not fit and ignores them", async () => {
    renderAt("/?multiple=maybe&colour=red&max=3")
    expect(screen.getByRole("status")).toHaveTextContent("“multiple=maybe” was ignored")
    // a key the hand-picked controls lack is More props' to read (a lazy chunk), or to report
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Unknown option “colour” was ignored."))
    expect(values()).toMatchObject({ multiple: false, max: 3 })
  })

  it("keeps the keys it lacks (More props' own) when one of its controls changes", async () => {
    renderAt("/?composite=false&max=3")
    await act(async () => fireEvent.click(screen.getByTestId("multiple")))
    expect(search()).toBe("?multiple=true&max=3&composite=false")
  })

  it("leaves the global view settings to the settings bar: neither reported nor dropped", async () => {
    renderAt("/?dir=rtl&max=3&tab=code")
    expect(screen.queryByRole("status")).toBeNull()
    await act(async () => fireEvent.click(screen.getByTestId("multiple")))
    expect(search()).toBe("?dir=rtl&tab=code&multiple=true&max=3")
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Reset" })))
    expect(search()).toBe("?dir=rtl&tab=code")
  })

  it("Reset restores the defaults and clears the query", async () => {
    renderAt("/?multiple=true&name=x&colour=red")
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Reset" })))
    expect(values()).toEqual({ multiple: false, name: "box", side: "start", max: 5 })
    expect(search()).toBe("")
    expect(screen.getByTestId("name")).toHaveValue("box")
    expect(screen.queryByRole("status")).toBeNull()
  })
})

describe("quick successive changes", () => {
  it("keep each other even before the URL has caught up", async () => {
    renderAt("/")
    await act(async () => {
      fireEvent.click(screen.getByTestId("multiple"))
      fireEvent.change(screen.getByTestId("side"), { target: { value: "end" } })
    })
    expect(values()).toMatchObject({ multiple: true, side: "end" })
    expect(search()).toBe("?multiple=true&side=end")
  })
})

describe("focus", () => {
  it("stays on an input after it commits", async () => {
    renderAt("/")
    const name = screen.getByTestId("name")
    name.focus()
    fireEvent.change(name, { target: { value: "kept" } })
    await act(async () => fireEvent.keyDown(name, { key: "Enter" }))
    expect(values().name).toBe("kept")
    expect(screen.getByTestId("name")).toBe(name)
    expect(name).toHaveFocus()

    const multiple = screen.getByTestId("multiple")
    multiple.focus()
    await act(async () => fireEvent.click(multiple))
    expect(screen.getByTestId("multiple")).toBe(multiple)
    expect(multiple).toHaveFocus()
    expect(multiple).toBeChecked()
  })
})

describe("select options", () => {
  it("offer the empty choice only when the option may be unset", () => {
    renderAt("/")
    const options = [...screen.getByTestId("side").querySelectorAll("option")].map((o) => o.textContent)
    expect(options).toEqual(["start", "end"])
  })
})

const ranged = defineControls(
  {
    min: { kind: "number", default: 0 },
    max: { kind: "number", default: 100 },
  },
  {
    validate: (entered) =>
      entered.max > entered.min
        ? { values: entered, problems: [] }
        : {
            values: { ...entered, max: 100, min: 0 },
            problems: [`max ${entered.max} must be above min ${entered.min}.`],
          },
  },
)

function RangedHarness() {
  const controls = useControls(ranged)
  return (
    <>
      <ControlsPanel controls={controls} />
      <pre data-testid="values">{JSON.stringify(controls.values)}</pre>
    </>
  )
}

describe("validation", () => {
  it("gives the machine the validated values, keeps what the user entered and says why", async () => {
    window.history.replaceState(null, "", "/?min=50&max=20")
    render(<RangedHarness />)
    expect(values()).toEqual({ min: 0, max: 100 })
    expect(screen.getByRole("alert")).toHaveTextContent("max 20 must be above min 50.")
    expect(screen.getByTestId("max")).toHaveValue(20)

    const max = screen.getByTestId("max")
    fireEvent.change(max, { target: { value: "80" } })
    await act(async () => fireEvent.keyDown(max, { key: "Enter" }))
    expect(values()).toEqual({ min: 50, max: 80 })
    expect(screen.queryByRole("alert")).toBeNull()
  })
})

describe("a view setting among the controls", () => {
  const withView = defineControls({
    dir: { kind: "view" },
    openOnClick: { kind: "boolean", default: true, prop: "expandOnClick" },
  })
  function ViewHarness() {
    const controls = useControls(withView)
    const search = useSearch()
    return (
      <>
        <ControlsPanel controls={controls} />
        <pre data-testid="props">{JSON.stringify(controls.context)}</pre>
        <pre data-testid="search">{search}</pre>
      </>
    )
  }

  it("shows the global value, sets it under its own key, and keeps it out of the demo's props", async () => {
    window.history.replaceState(null, "", "/?dir=rtl")
    render(<ViewHarness />)
    expect(screen.getByTestId("dir")).toHaveValue("rtl")
    await act(async () => fireEvent.change(screen.getByTestId("dir"), { target: { value: "ltr" } }))
    expect(search()).toBe("")
    expect(screen.getByTestId("dir")).toHaveValue("ltr")
    await act(async () => fireEvent.change(screen.getByTestId("dir"), { target: { value: "rtl" } }))
    expect(search()).toBe("?dir=rtl")
    expect(JSON.parse(screen.getByTestId("props").textContent ?? "")).toEqual({ expandOnClick: true })
  })

  it("feeds a renamed key's value to its prop, and keeps the key in the URL", async () => {
    window.history.replaceState(null, "", "/")
    render(<ViewHarness />)
    await act(async () => fireEvent.click(screen.getByTestId("openOnClick")))
    expect(search()).toBe("?openOnClick=false")
    expect(JSON.parse(screen.getByTestId("props").textContent ?? "")).toEqual({ expandOnClick: false })
  })
})
