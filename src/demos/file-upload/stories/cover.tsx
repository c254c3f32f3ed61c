import * as fileUpload from "@zag-js/file-upload"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../file-upload.css"

export default function CoverDropzone() {
  const service = useMachine(fileUpload.machine, { id: useId(), maxFiles: 10 })
  const api = fileUpload.connect(service, normalizeProps)

  return (
    <div className="file-upload">
      <div {...api.getRootProps()}>
        <input {...api.getHiddenInputProps()} />
        {/* the whole area takes dropped files; only the trigger opens the picker */}
        <div className="file-upload-cover-area" {...api.getDropzoneProps({ disableClick: true })}>
          <p>Drop files anywhere in this area, or choose them.</p>
          <div className="file-upload-buttons">
            <button {...api.getTriggerProps()}>Choose Files...</button>
            <button type="button">Normal Button</button>
          </div>
          <ul {...api.getItemGroupProps()}>
            {api.acceptedFiles.map((file) => (
              <li key={file.name} className="file" {...api.getItemProps({ file })}>
                <div {...api.getItemNameProps({ file })}>{file.name}</div>
                <div {...api.getItemSizeTextProps({ file })}>{api.getFileSize(file)}</div>
                <button {...api.getItemDeleteTriggerProps({ file })}>✕</button>
              </li>
            ))}
          </ul>
          {api.dragging && (
            <div className="file-upload-cover" aria-hidden="true">
              Drop any files here to upload
            </div>
          )}
        </div>
      </div>
    </div>
  )
}
