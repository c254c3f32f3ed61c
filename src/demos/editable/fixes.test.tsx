// @vitest-environment jsdom
import * as editable from "@zag-js/editable"
import { normalizeProps, useMachine } from "@zag-js/react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, test } from "vitest"
import { upstreamFixed } from "../../testing/bareZag"
import { fixPreviewFocusRestore, useFixInputValueTracking } from "./fixes"

type Fixes = { previewFix?: boolean; trackingFix?: boolean }
let current: editable.Api

/** An editable run by bare zag 1.47 (activated by focus), with the chosen fixes. */
function Editable({ previewFix = false, trackingFix = false }: Fixes) {
  const service = useMachine(editable.machine, { id: "e", defaultValue: "Hello", activationMode: "focus" })
  const api = editable.connect(service, normalizeProps)
  current = api
  const inputRef = useFixInputValueTracking(api, service)
  const previewProps = api.getPreviewProps()
  return (
    <div {...api.getRootProps()}>
      <div {...api.getAreaProps()}>
        <input {...api.getInputProps()} ref={trackingFix ? inputRef : undefined} aria-label="Name" />
        <span {...previewProps} {...(previewFix ? fixPreviewFocusRestore(previewProps, "focus") : {})} />
      </div>
    </div>
  )
}

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
const input = () => screen.getByRole<HTMLInputElement>("textbox", { name: "Name", hidden: true })

async function focusPreview() {
  await act(async () => screen.getByText("Hello").focus())
  await nextFrame()
  await nextFrame()
}

/** Types `text` the way a browser does: the input's own value changes, then an input event. */
async function type(text: string) {
  await act(async () => void fireEvent.change(input(), { target: { value: text } }))
}

describe("editable fixes", () => {
  test("upstream still broken: focusing the preview opens the editor and closes it at once", async () => {
    render(<Editable />)
    await focusPreview()
    expect(current.editing, upstreamFixed("fixPreviewFocusRestore")).toBe(false)
  })

  test("fixPreviewFocusRestore: focusing the preview opens the editor, which keeps the focus", async () => {
    render(<Editable previewFix />)
    await focusPreview()
    expect(current.editing).toBe(true)
    expect(input()).toHaveFocus()
  })

  /** Edits the value to `text`, reverts with Escape, edits again and types the same text. */
  async function typeRevertRetype(text: string) {
    await act(async () => current.edit())
    await type(text)
    expect(current.value).toBe(text)
    await act(async () => void fireEvent.keyDown(input(), { key: "Escape" }))
    expect(current.value).toBe("Hello")
    await act(async () => current.edit())
    await nextFrame()
    await type(text)
  }

  test("upstream still broken: after a revert, typing the discarded text again never reaches the machine", async () => {
    render(<Editable previewFix />)
    await typeRevertRetype("Hi")
    expect(current.value, upstreamFixed("useFixInputValueTracking")).toBe("Hello")
  })

  test("useFixInputValueTracking: the same text typed again reaches the machine", async () => {
    render(<Editable previewFix trackingFix />)
    await typeRevertRetype("Hi")
    expect(current.value).toBe("Hi")
  })
})
