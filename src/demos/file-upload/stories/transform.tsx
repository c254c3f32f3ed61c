import imageCompression from "browser-image-compression"
import * as fileUpload from "@zag-js/file-upload"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../file-upload.css"

/** Each image shrunk to about 200 KB, in the page itself (no worker: its default loads code from a CDN). */
const compress = (files: File[]) =>
  Promise.all(
    files.map(async (file) => {
      const blob = await imageCompression(file, { maxSizeMB: 0.2, useWebWorker: false })
      return new File([blob], file.name, { type: blob.type, lastModified: file.lastModified })
    }),
  )

export default function TransformFiles() {
  const service = useMachine(fileUpload.machine, {
    id: useId(),
    accept: ["image/jpeg", "image/png"],
    maxFiles: 5,
    transformFiles: compress,
  })
  const api = fileUpload.connect(service, normalizeProps)

  return (
    <div className="file-upload">
      <div {...api.getRootProps()}>
        <input {...api.getHiddenInputProps()} data-testid="input" />
        <div {...api.getDropzoneProps()}>
          <span className="file-upload-drop-text">Drag your images here</span>
          <span className="file-upload-hint">JPEG or PNG; each is compressed to about 200 KB</span>
        </div>
        <button {...api.getTriggerProps()}>Choose Images...</button>
        {api.transforming && <p role="status">Compressing…</p>}
        <ul {...api.getItemGroupProps()}>
          {api.acceptedFiles.map((file) => (
            <li key={file.name} className="file" {...api.getItemProps({ file })}>
              <div {...api.getItemNameProps({ file })}>{file.name}</div>
              <div {...api.getItemSizeTextProps({ file })}>{api.getFileSize(file)}</div>
              <button {...api.getItemDeleteTriggerProps({ file })}>✕</button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
