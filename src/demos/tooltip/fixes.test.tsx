// @vitest-environment jsdom
import { normalizeProps, useMachine } from "@zag-js/react"
import * as tooltip from "@zag-js/tooltip"
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { describe, expect, test } from "vitest"
import { upstreamFixed } from "../../testing/bareZag"
import { fixScrollUnderPointer } from "./fixes"

/** A row of a scrolling list with its own tooltip, run by bare zag 1.47 (with `fix`, the story's props). */
function Row({ row, fix }: { row: number; fix: boolean }) {
  const service = useMachine(tooltip.machine, {
    id: `row-${row}`,
    openDelay: 100,
    closeDelay: 100,
    ...(fix ? fixScrollUnderPointer : {}),
  })
  const api = tooltip.connect(service, normalizeProps)
  return (
    <li>
      <button {...api.getTriggerProps()}>Row {row}</button>
      {api.open && <div {...api.getContentProps()}>Tooltip for row {row}</div>}
    </li>
  )
}

function List({ fix }: { fix: boolean }) {
  return (
    <ul data-testid="box" style={{ overflowY: "auto", height: 100 }}>
      <Row row={1} fix={fix} />
      <Row row={2} fix={fix} />
    </ul>
  )
}

/**
 * Row 1's tooltip shows; then a scroll under the still pointer, as the browser reports it: row 1 loses the
 * pointer, row 2 gets it (pointerover), and the scroll event comes last.
 */
async function scrollUnderPointer() {
  const row1 = screen.getByRole("button", { name: "Row 1" })
  const row2 = screen.getByRole("button", { name: "Row 2" })
  fireEvent.pointerOver(row1, { pointerType: "mouse" })
  await waitFor(() => expect(screen.getByRole("tooltip")).toHaveTextContent("Tooltip for row 1"))
  await act(async () => {
    fireEvent.pointerLeave(row1, { pointerType: "mouse" })
    fireEvent.pointerOver(row2, { pointerType: "mouse" })
  })
  await waitFor(() => expect(screen.getByText("Tooltip for row 2")).toBeInTheDocument())
  await act(async () => void fireEvent.scroll(screen.getByTestId("box")))
  // row 1's close delay has run out
  await act(() => new Promise((resolve) => setTimeout(resolve, 150)))
}

describe("tooltip fixes", () => {
  test("upstream still broken: the scroll that brought a row under the pointer shuts the tooltip its pointerover opened", async () => {
    render(<List fix={false} />)
    await scrollUnderPointer()
    expect(screen.queryByText("Tooltip for row 2"), upstreamFixed("fixScrollUnderPointer")).not.toBeInTheDocument()
  })

  test("fixScrollUnderPointer: the row under the pointer keeps its tooltip; the row it left closes", async () => {
    render(<List fix />)
    await scrollUnderPointer()
    expect(screen.getByText("Tooltip for row 2")).toBeInTheDocument()
    expect(screen.queryByText("Tooltip for row 1")).not.toBeInTheDocument()
  })
})
