import * as qrCode from "@zag-js/qr-code"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import { QrFrame } from "./parts/QrFrame"
import "../qr-code.css"

const VALUE = "https://zagjs.com"

/** A fixed link, drawn with a logo over its centre (level H survives the covered modules); saved or previewed as PNG. */
export default function QrCodeDownload() {
  const service = useMachine(qrCode.machine, {
    id: useId(),
    defaultValue: VALUE,
    encoding: { ecc: "H" },
    pixelSize: 10,
  })
  const api = qrCode.connect(service, normalizeProps)
  const [preview, setPreview] = useState("")
  const [failure, setFailure] = useState("")

  const showPreview = () =>
    api.getDataUrl("image/png").then(
      (url) => {
        setPreview(url)
        setFailure("")
      },
      () => setFailure("The preview could not be drawn."),
    )

  return (
    <div className="qr-code qr-code-story">
      <QrFrame api={api} label={`QR code for ${api.value}`} />
      <div className="qr-code-actions">
        <button {...api.getDownloadTriggerProps({ mimeType: "image/png", fileName: "qr-code.png" })}>Download</button>
        <button type="button" onClick={showPreview}>
          Preview
        </button>
      </div>
      {failure && <p role="alert">{failure}</p>}
      {preview && <img className="qr-code-preview" src={preview} alt="qr-code preview" />}
    </div>
  )
}
