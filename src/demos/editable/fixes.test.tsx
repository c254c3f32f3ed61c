// @vitest-environment jsdom
// fixPreviewFocusRestore's "upstream still broken" test needs a browser's focus handling: upstream.e2e.ts.
import * as editable from "@zag-js/editable"
import { normalizeProps, useMachine } from "@zag-js/react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, test } from "vitest"
import { upstreamFixed } from "../../testing/bareZag"
import { useFixInputValueTracking } from "./fixes"

/** An editable run by bare zag 1.47, with or without the input tracking fix; its value is shown too. */
function Editable({ fix }: { fix: boolean }) {
  const service = useMachine(editable.machine, { id: "e", defaultValue: "Hello", activationMode: "none" })
  const api = editable.connect(service, normalizeProps)
  const inputRef = useFixInputValueTracking(api, service)
  return (
    <div {...api.getRootProps()}>
      <div {...api.getAreaProps()}>
        <input {...api.getInputProps()} ref={fix ? inputRef : undefined} data-testid="input" />
        <span {...api.getPreviewProps()} />
      </div>
      <button {...api.getEditTriggerProps()}>Edit</button>
      <output>{api.value}</output>
    </div>
  )
}

const input = () => screen.getByTestId<HTMLInputElement>("input")
const value = () => screen.getByRole("status").textContent

/** Types `text` the way a browser does: the input's own value changes, then an input event. */
const type = (text: string) => act(async () => void fireEvent.change(input(), { target: { value: text } }))
const edit = () => act(async () => void fireEvent.click(screen.getByRole("button", { name: /^edit$/i, hidden: true })))

/** Edits the value to `text`, reverts with Escape, edits again and types the same text. */
async function typeRevertRetype(text: string) {
  await edit()
  await type(text)
  expect(value()).toBe(text)
  await act(async () => void fireEvent.keyDown(input(), { key: "Escape" }))
  expect(value()).toBe("Hello")
  await edit()
  expect(input().value).toBe("Hello")
  await type(text)
}

describe("editable fixes", () => {
  test("upstream still broken: after a revert, typing the discarded text again never reaches the machine", async () => {
    render(<Editable fix={false} />)
    await typeRevertRetype("Hi")
    expect(value(), upstreamFixed("useFixInputValueTracking")).toBe("Hello")
  })

  test("useFixInputValueTracking: the same text typed again reaches the machine", async () => {
    render(<Editable fix />)
    await typeRevertRetype("Hi")
    expect(value()).toBe("Hi")
  })
})
