import * as fileUpload from "@zag-js/file-upload"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../file-upload.css"

export default function MultipleWithRejections() {
  const service = useMachine(fileUpload.machine, {
    id: useId(),
    maxFiles: 2,
    translations: { dropzone: "Drag your files here, or press Enter to choose files" },
  })
  const api = fileUpload.connect(service, normalizeProps)

  return (
    <div className="file-upload">
      <div {...api.getRootProps()}>
        {/* beside the dropzone, not in it: an input inside role=button is nested interactive content */}
        <input {...api.getHiddenInputProps()} data-testid="input" />
        <div {...api.getDropzoneProps()}>
          <span className="file-upload-drop-text">Drag your files here</span>
          <span className="file-upload-hint">Two files at most</span>
        </div>
        <button {...api.getTriggerProps()}>Choose Files...</button>

        <section className="file-upload-section">
          <h3>Accepted files</h3>
          <ul {...api.getItemGroupProps({ type: "accepted" })}>
            {api.acceptedFiles.map((file) => (
              <li key={file.name} className="file" {...api.getItemProps({ file })}>
                <div {...api.getItemNameProps({ file })}>{file.name}</div>
                <div {...api.getItemSizeTextProps({ file })}>{api.getFileSize(file)}</div>
                <button {...api.getItemDeleteTriggerProps({ file })}>✕</button>
              </li>
            ))}
          </ul>
        </section>

        <section className="file-upload-section">
          <h3>Rejected files</h3>
          <ul {...api.getItemGroupProps({ type: "rejected" })}>
            {api.rejectedFiles.map(({ file, errors }) => (
              <li key={file.name} className="file" {...api.getItemProps({ file, type: "rejected" })}>
                <div {...api.getItemNameProps({ file, type: "rejected" })}>{file.name}</div>
                <div className="file-upload-errors">
                  {errors.map((code) => (
                    <code key={code}>{code}</code>
                  ))}
                </div>
                <button {...api.getItemDeleteTriggerProps({ file, type: "rejected" })}>✕</button>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  )
}
