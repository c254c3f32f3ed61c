import * as qrCode from "@zag-js/qr-code"
import { normalizeProps, useMachine } from "@zag-js/react"
import { Download, Sparkles } from "lucide-react"
import { useId, useMemo, useRef } from "react"
// the encoder the qr-code machine itself uses; checking first keeps "Data too long" off the render path
import { encode } from "uqr"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { qrCodeControls } from "./controls"
import "./qr-code.css"

const PIXEL_SIZE = 10
const byteLength = (text: string) => new TextEncoder().encode(text).length

type Check = { ok: true; version: number; size: number } | { ok: false; reason: string }

function check(value: string, encoding: qrCode.QrCodeGenerateOptions): Check {
  try {
    const result = encode(value, encoding)
    return { ok: true, version: result.version, size: result.size }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
}

export default function QrCodePage() {
  const controls = useControls(qrCodeControls)
  const value = controls.values.value
  const ecc = controls.values["encoding.ecc"]
  const boostEcc = controls.values["encoding.boostEcc"]
  const encoding = useMemo(() => ({ ecc, boostEcc }), [ecc, boostEcc])
  const status = useMemo(() => check(value, encoding), [value, encoding])

  // the machine throws while rendering when the value does not fit: it only ever gets a value that does
  const lastEncodable = useRef(status.ok ? { value, encoding } : { value: "", encoding })
  if (status.ok) lastEncodable.current = { value, encoding }

  const service = useMachine(qrCode.machine, {
    id: useId(),
    value: lastEncodable.current.value,
    encoding: lastEncodable.current.encoding,
    pixelSize: PIXEL_SIZE,
  })
  const api = qrCode.connect(service, normalizeProps)
  const inputId = useId()

  return (
    <>
      <DemoMain className="qr-code">
        <div className="qr-code-layout">
          <div {...api.getRootProps()} hidden={!status.ok}>
            <svg {...api.getFrameProps()} role="img" aria-label={`QR code for ${value}`}>
              <rect width="100%" height="100%" fill="#ffffff" />
              <path {...api.getPatternProps()} fill="#111111" />
            </svg>
            <div {...api.getOverlayProps()}>
              <Sparkles aria-hidden size={26} strokeWidth={2.25} />
            </div>
          </div>
          {!status.ok && (
            <div className="qr-code-error" role="alert" data-testid="qr-error">
              <strong>Data too long</strong>
              <p>
                {byteLength(value)} bytes do not fit a QR code at error-correction level {ecc}. Shorten the text or
                choose a lower level (L holds the most).
              </p>
            </div>
          )}
          <div className="qr-code-side">
            <label htmlFor={inputId}>Value to encode</label>
            <textarea
              id={inputId}
              data-testid="qr-value"
              rows={3}
              value={value}
              spellCheck={false}
              onChange={(event) => controls.set("value", event.currentTarget.value)}
            />
            <p className="qr-code-meta" aria-live="polite">
              {status.ok
                ? `Version ${status.version} · ${status.size}×${status.size} modules · level ${ecc} · ${byteLength(value)} bytes`
                : `Nothing to download while the data is too long`}
            </p>
            <div className="qr-code-actions">
              <button
                disabled={!status.ok}
                {...api.getDownloadTriggerProps({ mimeType: "image/png", fileName: "qr-code.png" })}
              >
                <Download aria-hidden size={16} /> Download PNG
              </button>
              <button
                disabled={!status.ok}
                {...api.getDownloadTriggerProps({ mimeType: "image/svg+xml", fileName: "qr-code.svg" })}
              >
                <Download aria-hidden size={16} /> Download SVG
              </button>
            </div>
          </div>
        </div>
      </DemoMain>
      <Toolbar controls={controls}>
        <StateVisualizer service={service} context={["value"]} props={["encoding", "pixelSize"]} omit={["encoded"]} />
      </Toolbar>
    </>
  )
}
