import * as qrCode from "@zag-js/qr-code"
import { normalizeProps, useMachine } from "@zag-js/react"
import { type FormEvent, useId, useState } from "react"
import { byteLength, encodeStatus } from "../validate"
import { QrFrame } from "./parts/QrFrame"
import "../qr-code.css"

/** The code appears once a URL is submitted; Preview draws it as a JPEG. */
export default function QrCodeForm() {
  const service = useMachine(qrCode.machine, {
    id: useId(),
    encoding: { ecc: "H" },
    pixelSize: 10,
  })
  const api = qrCode.connect(service, normalizeProps)
  const fieldId = useId()
  const [preview, setPreview] = useState("")
  const [failure, setFailure] = useState("")

  const generate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const url = String(new FormData(event.currentTarget).get("url") ?? "").trim()
    setPreview("")
    // the machine throws while rendering a value that doesn't fit: refuse it here, keeping what was typed
    if (!encodeStatus(url, { ecc: "H" }).ok) {
      setFailure(`Data too long: ${byteLength(url)} bytes do not fit a QR code at error-correction level H.`)
      return
    }
    setFailure("")
    api.setValue(url)
  }
  const showPreview = () =>
    api.getDataUrl("image/jpeg", 0.92).then(
      (url) => {
        setPreview(url)
        setFailure("")
      },
      () => setFailure("The preview could not be drawn."),
    )

  return (
    <div className="qr-code qr-code-story">
      <form className="qr-code-form" onSubmit={generate}>
        <label htmlFor={fieldId}>URL</label>
        <input id={fieldId} name="url" type="url" required placeholder="https://example.com" />
        <button type="submit">Generate</button>
      </form>
      <QrFrame api={api} label={`QR code for ${api.value}`} hidden={!api.value} />
      {api.value && (
        <div className="qr-code-actions">
          <button type="button" onClick={showPreview}>
            Preview
          </button>
        </div>
      )}
      {failure && <p role="alert">{failure}</p>}
      {preview && <img className="qr-code-preview" src={preview} alt="qr-code preview" />}
    </div>
  )
}
