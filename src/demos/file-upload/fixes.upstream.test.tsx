// @vitest-environment jsdom
import * as fileUpload from "@zag-js/file-upload"
import { normalizeProps, useMachine } from "@zag-js/react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, test } from "vitest"
import { upstreamFixed } from "../../testing/bareZag"
import { fixDropWithoutEntries, useFixRepeatedPickerOpen } from "./fixes"

type Fixes = { dropFix?: boolean; pickerFix?: boolean }

/** A dropzone run by bare zag 1.47, with the chosen fixes, and a list of the accepted files. */
function Upload({ dropFix = false, pickerFix = false }: Fixes) {
  const service = useMachine(fileUpload.machine, { id: "f", maxFiles: 5 })
  const api = fileUpload.connect(service, normalizeProps)
  const opensPicker = useFixRepeatedPickerOpen()
  const dropzone = api.getDropzoneProps()
  const withDropFix = dropFix ? fixDropWithoutEntries(dropzone, service, false) : dropzone
  return (
    <div {...api.getRootProps()}>
      <input {...api.getHiddenInputProps()} data-testid="input" />
      <div {...(pickerFix ? opensPicker(withDropFix) : withDropFix)} data-testid="dropzone" />
      <output>{api.acceptedFiles.map((file) => file.name).join(",")}</output>
    </div>
  )
}

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))

/**
 * Drags a file over the dropzone and drops it. Without entries, its data has files but no file-system
 * entries, like a drop built by script in Chromium.
 */
async function dropFile(name: string, withEntries: boolean) {
  const file = new File(["hello"], name, { type: "text/plain" })
  const entry = withEntries ? { isFile: true, isDirectory: false } : null
  const item = { kind: "file", type: file.type, getAsFile: () => file, webkitGetAsEntry: () => entry }
  const dataTransfer = { types: ["Files"], items: [item], files: [file], dropEffect: "none" }
  const dropzone = screen.getByTestId("dropzone")
  await act(async () => void fireEvent.dragOver(dropzone, { dataTransfer }))
  await act(async () => void fireEvent.drop(dropzone, { dataTransfer }))
}

/** Counts the clicks the machine sends to the hidden file input (each one opens the file chooser). */
function countPickerOpens() {
  const count = { opens: 0 }
  screen.getByTestId("input").addEventListener("click", (event) => {
    event.preventDefault()
    count.opens++
  })
  return count
}

describe("file upload fixes against bare zag", () => {
  test("upstream still broken: files dropped without file-system entries are lost", async () => {
    render(<Upload />)
    await dropFile("with-entries.txt", true)
    expect(screen.getByRole("status")).toHaveTextContent("with-entries.txt")
    await dropFile("notes.txt", false)
    expect(screen.getByRole("status").textContent, upstreamFixed("fixDropWithoutEntries")).toBe("with-entries.txt")
  })

  test("fixDropWithoutEntries: the same drop reaches the machine", async () => {
    render(<Upload dropFix />)
    await dropFile("notes.txt", false)
    expect(screen.getByRole("status")).toHaveTextContent("notes.txt")
  })

  test("upstream still broken: a double click asks the browser for two file choosers in one frame", async () => {
    render(<Upload />)
    const count = countPickerOpens()
    fireEvent.click(screen.getByTestId("dropzone"))
    fireEvent.click(screen.getByTestId("dropzone"))
    await nextFrame()
    await nextFrame()
    expect(count.opens, upstreamFixed("useFixRepeatedPickerOpen")).toBe(2)
  })

  test("useFixRepeatedPickerOpen: the same double click opens one file chooser", async () => {
    render(<Upload pickerFix />)
    const count = countPickerOpens()
    fireEvent.click(screen.getByTestId("dropzone"))
    fireEvent.click(screen.getByTestId("dropzone"))
    await nextFrame()
    await nextFrame()
    expect(count.opens).toBe(1)
  })
})
