import * as qrCode from "@zag-js/qr-code"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { Download, Sparkles } from "lucide-react"
import { useId, useMemo } from "react"
import { DemoPage } from "../../workbench/DemoPage"
import { DemoMessage } from "../../workbench/DemoMessage"
import { useControls } from "../../workbench/controls/useControls"
import { qrCodeControls } from "./controls"
import { byteLength, encodeStatus } from "./validate"
import "./qr-code.css"

const PIXEL_SIZE = 10

export default function QrCodePage() {
  const controls = useControls(qrCodeControls)
  const { value, encoding } = controls.context
  const status = useMemo(() => encodeStatus(value, encoding), [value, encoding])
  const service = useDemoMachine(qrCode.machine, {
    // the machine throws while rendering when the value does not fit: it gets one that does
    value: status.ok ? value : "",
    encoding,
    pixelSize: PIXEL_SIZE,
  })
  const api = qrCode.connect(service, normalizeProps)
  const inputId = useId()

  return (
    <DemoPage
      className="qr-code"
      controls={controls}
      service={service}
      context={["value"]}
      props={["encoding", "pixelSize"]}
      omit={["encoded"]}
    >
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
        <DemoMessage testId="qr-error">
          {!status.ok &&
            `Data too long: ${byteLength(value)} bytes do not fit a QR code at error-correction level ${encoding.ecc}. Shorten the text or choose a lower level (L holds the most).`}
        </DemoMessage>
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
              ? `Version ${status.version} · ${status.size}×${status.size} modules · level ${encoding.ecc} · ${byteLength(value)} bytes`
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
    </DemoPage>
  )
}
