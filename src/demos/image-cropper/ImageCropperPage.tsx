import * as imageCropper from "@zag-js/image-cropper"
import { normalizeProps } from "@zag-js/react"
import { useEffect, useId, useRef, useState } from "react"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { imageCropperControls } from "./controls"
import "./image-cropper.css"

// 1000×600, four flat quadrants: a crop's colour shows where it came from
const IMAGE = "/images/image-cropper/quadrants.svg"

type HandlePosition = imageCropper.HandleProps["position"]

const HANDLE_NAMES: Record<HandlePosition, string> = {
  nw: "Top left (nw)",
  n: "Top (n)",
  ne: "Top right (ne)",
  e: "Right (e)",
  se: "Bottom right (se)",
  s: "Bottom (s)",
  sw: "Bottom left (sw)",
  w: "Left (w)",
}

/** The step as typed: a number of at least 1, or why it is not one. */
function readStep(text: string, badInput: boolean): { step: number } | { problem: string } {
  const value = text.trim() === "" ? Number.NaN : Number(text)
  if (badInput || !Number.isFinite(value)) return { problem: "The resize step must be a number (1 px or more)." }
  if (value < 1) return { problem: `The resize step must be at least 1 px; ${value} is too small.` }
  return { step: value }
}

type Preview = { src: string; note: string }

export default function ImageCropperPage() {
  const controls = useControls(imageCropperControls)
  const service = useDemoMachine(imageCropper.machine, controls.values)
  const api = imageCropper.connect(service, normalizeProps)
  // the crop in image pixels is known once the image has loaded and the viewport is measured
  const ready = api.naturalSize.width > 0 && api.viewportRect.width > 0
  // (getCropData reads the viewport element, so it waits for the browser too)
  const crop = ready ? api.getCropData() : null

  const [handle, setHandle] = useState<HandlePosition>("se")
  const [stepText, setStepText] = useState({ text: "10", badInput: false })
  const step = readStep(stepText.text, stepText.badInput)
  const stepId = useId()
  const stepMessageId = useId()

  const [preview, setPreview] = useState<Preview | null>(null)
  const [exportProblem, setExportProblem] = useState("")
  // Chromium encodes a blob when the page is idle: on a busy machine that takes seconds
  const [exporting, setExporting] = useState(false)
  const objectUrl = useRef<string | null>(null)
  const firstExport = useRef<HTMLButtonElement>(null)

  // a blob preview owns an object URL: let it go when it is replaced, cleared or the page leaves
  const showPreview = (next: Preview | null, url: string | null = null) => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current)
    objectUrl.current = url
    setPreview(next)
  }
  useEffect(
    () => () => {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current)
    },
    [],
  )

  const exportAs = async (output: "blob" | "dataUrl") => {
    setExporting(true)
    setExportProblem("")
    const result = await api.getCroppedImage({ output, type: "image/png" })
    setExporting(false)
    if (result == null) setExportProblem("The image is not ready yet: nothing was exported.")
    return result
  }

  const exportBlob = async () => {
    const blob = await exportAs("blob")
    if (!(blob instanceof Blob)) return
    const url = URL.createObjectURL(blob)
    showPreview({ src: url, note: `Blob, ${blob.type}, ${(blob.size / 1024).toFixed(1)} kB` }, url)
  }

  const exportDataUrl = async () => {
    const dataUrl = await exportAs("dataUrl")
    if (typeof dataUrl !== "string") return
    showPreview({ src: dataUrl, note: `Data URL, ${dataUrl.length.toLocaleString("en-US")} characters` })
  }

  const downloadPng = async () => {
    const blob = await exportAs("blob")
    if (!(blob instanceof Blob)) return
    const url = URL.createObjectURL(blob)
    const link = document.createElement("a")
    link.href = url
    link.download = "cropped.png"
    link.click()
    // the download has its own copy once it starts
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }

  const resizeBy = (direction: 1 | -1) => {
    if ("step" in step) api.resize(handle, direction * step.step)
  }

  return (
    <DemoPage
      className="image-cropper"
      controls={controls}
      service={service}
      context={["naturalSize", "crop", "zoom", "rotation", "flip", "offset"]}
      props={[
        "aspectRatio",
        "cropShape",
        "minWidth",
        "minHeight",
        "maxWidth",
        "maxHeight",
        "zoomStep",
        "minZoom",
        "maxZoom",
      ]}
    >
      <div {...api.getRootProps()}>
        <div {...api.getViewportProps()}>
          <img src={IMAGE} width={500} height={300} alt="Four coloured quadrants" {...api.getImageProps()} />
          <div {...api.getSelectionProps()}>
            {imageCropper.handles.map((position) => (
              <div key={position} {...api.getHandleProps({ position })} />
            ))}
            <div {...api.getGridProps({ axis: "horizontal" })} />
            <div {...api.getGridProps({ axis: "vertical" })} />
          </div>
        </div>
      </div>
      <p className="image-cropper-crop">
        Crop:{" "}
        {crop
          ? `${Math.round(crop.x)}, ${Math.round(crop.y)}, ${Math.round(crop.width)} × ${Math.round(crop.height)}`
          : "-"}
      </p>
      <div className="image-cropper-tools">
        <RangeField
          label="Zoom"
          testId="zoom-slider"
          min={controls.values.minZoom}
          max={controls.values.maxZoom}
          step={controls.values.zoomStep}
          value={api.zoom}
          shown={`${api.zoom.toFixed(1)}×`}
          onChange={api.setZoom}
        />
        <RangeField
          label="Rotation"
          testId="rotation-slider"
          min={0}
          max={360}
          step={1}
          value={api.rotation}
          shown={`${Math.round(api.rotation)}°`}
          onChange={api.setRotation}
        />
        <label className="image-cropper-check">
          <input
            type="checkbox"
            checked={api.flip.horizontal}
            onChange={(event) => api.flipHorizontally(event.currentTarget.checked)}
          />
          Flip Horizontal
        </label>
        <label className="image-cropper-check">
          <input
            type="checkbox"
            checked={api.flip.vertical}
            onChange={(event) => api.flipVertically(event.currentTarget.checked)}
          />
          Flip Vertical
        </label>
        <button type="button" data-testid="reset-button" onClick={() => api.reset()}>
          Reset
        </button>
      </div>

      <div className="image-cropper-tools">
        <button type="button" onClick={() => api.flipHorizontally()}>
          Toggle horizontal flip
        </button>
        <button type="button" onClick={() => api.flipVertically()}>
          Toggle vertical flip
        </button>
        <button type="button" onClick={() => api.setFlip({ horizontal: false, vertical: false })}>
          Reset flips
        </button>
      </div>

      <div className="image-cropper-tools">
        <label>
          Resize handle:
          <select
            data-testid="resize-handle-select"
            value={handle}
            onChange={(event) => setHandle(event.currentTarget.value as HandlePosition)}
          >
            {imageCropper.handles.map((position) => (
              <option key={position} value={position}>
                {HANDLE_NAMES[position]}
              </option>
            ))}
          </select>
        </label>
        <span className="image-cropper-step">
          <label htmlFor={stepId}>Resize step (px):</label>
          <input
            id={stepId}
            data-testid="resize-step-input"
            type="number"
            min={1}
            step={1}
            inputMode="decimal"
            defaultValue="10"
            aria-invalid={"problem" in step}
            aria-describedby={stepMessageId}
            onChange={(event) =>
              setStepText({ text: event.currentTarget.value, badInput: event.currentTarget.validity.badInput })
            }
          />
        </span>
        <button type="button" data-testid="grow-button" disabled={"problem" in step} onClick={() => resizeBy(1)}>
          Grow selection
        </button>
        <button type="button" data-testid="shrink-button" disabled={"problem" in step} onClick={() => resizeBy(-1)}>
          Shrink selection
        </button>
      </div>
      <p id={stepMessageId} className="image-cropper-message" aria-live="polite">
        {"problem" in step ? step.problem : ""}
      </p>

      <fieldset className="image-cropper-export">
        <legend>Export Cropped Image</legend>
        <div className="image-cropper-tools">
          <button type="button" ref={firstExport} onClick={exportBlob}>
            Export as Blob
          </button>
          <button type="button" onClick={exportDataUrl}>
            Export as Data URL
          </button>
          <button type="button" onClick={downloadPng}>
            Download PNG
          </button>
          {preview && (
            <button
              type="button"
              onClick={() => {
                showPreview(null)
                // the button goes with the preview: focus stays in the group
                firstExport.current?.focus()
              }}
            >
              Clear Preview
            </button>
          )}
        </div>
        <p className="image-cropper-message" aria-live="polite">
          {/* isolated, so that right to left keeps the ellipsis at the end of the words */}
          <bdi>{exporting ? <span className="image-cropper-busy">Exporting…</span> : exportProblem}</bdi>
        </p>
        {preview && (
          <figure className="image-cropper-preview">
            <figcaption>Cropped Image Preview:</figcaption>
            <img src={preview.src} alt="Cropped result" />
            <p>{preview.note}</p>
          </figure>
        )}
      </fieldset>
    </DemoPage>
  )
}

type RangeFieldProps = {
  label: string
  testId: string
  min: number
  max: number
  step: number
  value: number
  /** The value as shown beside the range; outside the label, so the range's name stays `label`. */
  shown: string
  onChange: (value: number) => void
}

function RangeField({ label, testId, shown, onChange, ...range }: RangeFieldProps) {
  const id = useId()
  return (
    <div className="image-cropper-range">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        data-testid={testId}
        type="range"
        {...range}
        onChange={(event) => onChange(event.currentTarget.valueAsNumber)}
      />
      <output htmlFor={id}>{shown}</output>
    </div>
  )
}
