import * as fileUpload from "@zag-js/file-upload"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { FileText, Upload } from "lucide-react"
import { useEffect, useEffectEvent, useState } from "react"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { fileUploadControls } from "./controls"
import { fixDropWithoutEntries, useFixRepeatedPickerOpen } from "./fixes"
import "./file-upload.css"

type Api = ReturnType<typeof fileUpload.connect>

export default function FileUploadPage() {
  const controls = useControls(fileUploadControls)
  const { accept, maxFiles, disabled, dropzone, minFileSize, maxFileSize } = controls.values
  const service = useDemoMachine(fileUpload.machine, {
    accept: accept === "" ? undefined : accept,
    maxFiles,
    disabled,
    allowDrop: dropzone,
    minFileSize,
    ...(maxFileSize === undefined ? {} : { maxFileSize }),
    translations: {
      dropzone: "Drag your files here, or press Enter to choose files",
      itemPreview: (file) => `Preview of ${file.name}`,
      deleteFile: (file) => `Delete ${file.name}`,
    },
  })
  const api = fileUpload.connect(service, normalizeProps)
  const opensPicker = useFixRepeatedPickerOpen()
  const limits = {
    accept: accept === "" ? [] : accept.split(","),
    maxFiles,
    minFileSize,
    maxFileSize,
    sizeText: (bytes: number) => sizeText(api, bytes),
  }

  return (
    <DemoPage
      className="file-upload"
      controls={controls}
      service={service}
      context={["acceptedFiles", "rejectedFiles", "transforming"]}
      props={["accept", "maxFiles", "minFileSize", "maxFileSize", "disabled", "allowDrop"]}
    >
      <div {...api.getRootProps()}>
        {/* kept beside the dropzone, not in it: a focusable input inside role=button is nested interactive content */}
        <input {...api.getHiddenInputProps()} data-testid="input" />
        <div {...opensPicker(fixDropWithoutEntries(api.getDropzoneProps(), service, api.disabled || !dropzone))}>
          <Upload aria-hidden size={28} className="file-upload-icon" />
          <span className="file-upload-drop-text">Drag your files here</span>
          <span className="file-upload-hint">{describeLimits(limits)}</span>
        </div>
        <button {...opensPicker(api.getTriggerProps())}>Choose Files...</button>

        <section className="file-upload-section" aria-labelledby="file-upload-accepted">
          <h3 id="file-upload-accepted">
            Accepted files <span className="file-upload-count">({api.acceptedFiles.length})</span>
          </h3>
          {api.acceptedFiles.length === 0 && <p className="file-upload-empty">No file yet.</p>}
          <ul {...api.getItemGroupProps()}>
            {api.acceptedFiles.map((file) => (
              <li key={fileKey(file)} className="file" {...api.getItemProps({ file })}>
                <FilePreview api={api} file={file} />
                <FileFacts api={api} file={file} />
                <button {...api.getItemDeleteTriggerProps({ file })}>X</button>
              </li>
            ))}
          </ul>
        </section>

        {api.rejectedFiles.length > 0 && (
          <section className="file-upload-section" aria-labelledby="file-upload-rejected">
            <h3 id="file-upload-rejected">
              Rejected files <span className="file-upload-count">({api.rejectedFiles.length})</span>
            </h3>
            <ul {...api.getItemGroupProps({ type: "rejected" })}>
              {api.rejectedFiles.map(({ file, errors }) => (
                <li key={fileKey(file)} className="file" {...api.getItemProps({ file, type: "rejected" })}>
                  <div className="file-upload-facts">
                    <FileFacts api={api} file={file} type="rejected" />
                    <ul className="file-upload-errors" aria-label={`Why ${file.name} was rejected`}>
                      {errors.map((code) => (
                        <li key={code}>
                          <code>{code}</code> {describeError(code, limits)}
                        </li>
                      ))}
                    </ul>
                  </div>
                  <button {...api.getItemDeleteTriggerProps({ file, type: "rejected" })}>X</button>
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className="visually-hidden" role="status">
          {api.acceptedFiles.length} accepted, {api.rejectedFiles.length} rejected
        </p>
      </div>
    </DemoPage>
  )
}

function FileFacts({ api, file, type }: { api: Api; file: File; type?: "accepted" | "rejected" }) {
  return (
    <div className="file-upload-facts">
      <div {...api.getItemNameProps({ file, type })}>
        <b>{file.name}</b>
      </div>
      <div className="file-upload-meta">
        <span {...api.getItemSizeTextProps({ file, type })}>{api.getFileSize(file)}</span>
        <span className="file-upload-type">{file.type || "unknown type"}</span>
      </div>
    </div>
  )
}

function FilePreview({ api, file }: { api: Api; file: File }) {
  const isImage = file.type.startsWith("image/")
  const [url, setUrl] = useState<string | null>(null)
  // api.createFileUrl is a new function on every render; the object URL depends only on the file
  const createFileUrl = useEffectEvent((image: File) => api.createFileUrl(image, setUrl))
  useEffect(() => {
    if (!isImage) return
    return createFileUrl(file)
  }, [file, isImage])

  return (
    <div {...api.getItemPreviewProps({ file })}>
      {isImage && url ? <img {...api.getItemPreviewImageProps({ file, url })} /> : <FileText aria-hidden size={24} />}
    </div>
  )
}

/** A size in the machine's own words (its formatter only reads `size`). */
function sizeText(api: Api, bytes: number) {
  return api.getFileSize({ size: bytes } as File)
}

type Limits = {
  accept: string[]
  maxFiles: number
  minFileSize: number
  maxFileSize: number | undefined
  sizeText: (bytes: number) => string
}

function describeLimits({ accept, maxFiles, minFileSize, maxFileSize, sizeText }: Limits) {
  const types = accept.length > 0 ? accept.join(", ") : "any type"
  const count = `up to ${maxFiles} ${maxFiles === 1 ? "file" : "files"}`
  const size =
    maxFileSize !== undefined
      ? `${sizeText(minFileSize)} to ${sizeText(maxFileSize)} each`
      : minFileSize > 0
        ? `at least ${sizeText(minFileSize)} each`
        : "any size"
  return `${types} · ${count} · ${size}`
}

function describeError(code: string, { accept, maxFiles, minFileSize, maxFileSize, sizeText }: Limits) {
  switch (code) {
    case "FILE_INVALID_TYPE":
      return `— the type is not in the accept list (${accept.join(", ")}).`
    case "FILE_TOO_LARGE":
      return maxFileSize === undefined
        ? "— larger than the maximum."
        : `— larger than the ${sizeText(maxFileSize)} maximum.`
    case "FILE_TOO_SMALL":
      return `— smaller than the ${sizeText(minFileSize)} minimum.`
    case "TOO_MANY_FILES":
      return `— more than the ${maxFiles} ${maxFiles === 1 ? "file" : "files"} allowed.`
    case "FILE_EXISTS":
      return "— this file is already in the list."
    default:
      return "— the file did not pass validation."
  }
}

function fileKey(file: File) {
  return `${file.name}-${file.size}-${file.lastModified}`
}
