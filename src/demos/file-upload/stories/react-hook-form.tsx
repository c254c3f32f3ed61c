import * as fileUpload from "@zag-js/file-upload"
import { mergeProps, normalizeProps, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import { useForm } from "react-hook-form"
import "../file-upload.css"

type Fields = { files: FileList }

export default function FileUploadHookForm() {
  const service = useMachine(fileUpload.machine, { id: useId(), maxFiles: 5 })
  const api = fileUpload.connect(service, normalizeProps)
  const { register, handleSubmit, formState } = useForm<Fields>()
  const [sent, setSent] = useState<string[]>([])

  // zag keeps the hidden input's files in step with its accepted files, and tells the form with a change event
  const field = register("files", { validate: (files) => files.length > 0 || "This is required" })
  const onSubmit = (values: Fields) => {
    const files = Array.from(values.files)
    console.log("files", files)
    setSent(files.map((file) => file.name))
  }

  return (
    <div className="file-upload">
      <form className="file-upload-form" onSubmit={handleSubmit(onSubmit)} noValidate>
        <div {...api.getRootProps()}>
          <input {...mergeProps(api.getHiddenInputProps(), field)} />
          <div {...api.getDropzoneProps({ disableClick: true })}>
            <span className="file-upload-drop-text">Drag your files here</span>
            <button {...api.getTriggerProps()}>Open Dialog</button>
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
        </div>
        {formState.errors.files && (
          <p className="file-upload-error" role="alert">
            {formState.errors.files.message}
          </p>
        )}
        <button type="submit">Submit</button>
        {sent.length > 0 && <p role="status">Submitted: {sent.join(", ")}</p>}
      </form>
    </div>
  )
}
