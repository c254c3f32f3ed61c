// @vitest-environment jsdom
import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { DemoOutput } from "./DemoOutput"

describe("DemoOutput", () => {
  it("shows JSON left to right, whatever the page's direction", () => {
    render(
      <div dir="rtl">
        <DemoOutput label="Selected value" value={{ value: [], label: "" }} />
      </div>,
    )
    const output = screen.getByRole("status")
    expect(output).toHaveTextContent('{"value":[],"label":""}')
    expect(output).toHaveAttribute("dir", "ltr")
  })

  it("leaves text and the empty dash in the page's direction", () => {
    const { rerender } = render(<DemoOutput label="Selected" value="Europe / Germany" />)
    expect(screen.getByRole("status")).not.toHaveAttribute("dir")
    rerender(<DemoOutput label="Selected" value={null} />)
    expect(screen.getByRole("status")).toHaveTextContent("—")
    expect(screen.getByRole("status")).not.toHaveAttribute("dir")
  })
})
