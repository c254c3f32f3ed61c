import * as fileUpload from "@zag-js/file-upload"
import { normalizeProps, useMachine } from "@zag-js/react"
import { FileText, Upload } from "lucide-react"
import { type DragEvent, type HTMLAttributes, useEffect, useId, useState } from "react"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { fileUploadControls } from "./controls"
import { formatFileSize, parseAccept } from "./format"
import "./file-upload.css"

type Api = ReturnType<typeof fileUpload.connect>

/**
 * zag reads dropped files through file-system entries; a DataTransfer built by script (synthetic drops,
 * some embedders) has none, so its files would be lost. Then the files themselves are sent instead.
 */
function withFilesFallback(
  props: HTMLAttributes<HTMLElement>,
  service: fileUpload.Service,
  blocked: boolean,
): HTMLAttributes<HTMLElement> {
  return {
    ...props,
    onDrop(event: DragEvent<HTMLElement>) {
      props.onDrop?.(event)
      if (blocked) return
      const { items, files } = event.dataTransfer
      const hasEntries = Array.from(items).some((item) => item.kind === "file" && item.webkitGetAsEntry?.() != null)
      if (hasEntries || files.length === 0) return
      service.send({ type: "DROPZONE.DROP", files: Array.from(files) })
    },
  }
}

export default function FileUploadPage() {
  const controls = useControls(fileUploadControls)
  const { accept, maxFiles, disabled, dropzone, minFileSize, maxFileSize } = controls.values
  const acceptList = parseAccept(accept)
  const service = useMachine(fileUpload.machine, {
    id: useId(),
    accept: acceptList.valid.length > 0 ? acceptList.valid.join(",") : undefined,
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
  const limits = { accept: acceptList.valid, maxFiles, minFileSize, maxFileSize }
  const sizeConflict = maxFileSize !== undefined && minFileSize > maxFileSize

  return (
    <>
      <DemoMain className="file-upload">
        <div {...api.getRootProps()}>
          {/* kept beside the dropzone, not in it: a focusable input inside role=button is nested interactive content */}
          <input {...api.getHiddenInputProps()} data-testid="file-input" />
          <div {...withFilesFallback(api.getDropzoneProps(), service, api.disabled || !dropzone)}>
            <Upload aria-hidden size={28} className="file-upload-icon" />
            <span className="file-upload-drop-text">Drag your files here</span>
            <span className="file-upload-hint">{describeLimits(limits)}</span>
          </div>
          <button {...api.getTriggerProps()}>Choose Files...</button>

          {(acceptList.invalid.length > 0 || sizeConflict) && (
            <div className="file-upload-notice" role="alert">
              {acceptList.invalid.length > 0 && (
                <p>
                  Ignored accept {acceptList.invalid.length === 1 ? "entry" : "entries"}{" "}
                  {acceptList.invalid.map((entry) => `“${entry}”`).join(", ")}: use a MIME type (image/png), a
                  wildcard (image/*) or an extension (.pdf).
                </p>
              )}
              {sizeConflict && (
                <p>
                  The minimum size ({formatFileSize(minFileSize)}) is above the maximum ({formatFileSize(maxFileSize)}):
                  every file will be rejected.
                </p>
              )}
            </div>
          )}

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
      </DemoMain>
      <Toolbar controls={controls} viz>
        <StateVisualizer
          service={service}
          context={["acceptedFiles", "rejectedFiles", "transforming"]}
          props={["accept", "maxFiles", "minFileSize", "maxFileSize", "disabled", "allowDrop"]}
        />
      </Toolbar>
    </>
  )
}

function FileFacts({ api, file, type }: { api: Api; file: File; type?: "accepted" | "rejected" }) {
  return (
    <div className="file-upload-facts">
      <div {...api.getItemNameProps({ file, type })}>
        <b>{file.name}</b>
      </div>
      <div className="file-upload-meta">
        <span {...api.getItemSizeTextProps({ file, type })}>{formatFileSize(file.size)}</span>
        <span className="file-upload-type">{file.type || "unknown type"}</span>
      </div>
    </div>
  )
}

function FilePreview({ api, file }: { api: Api; file: File }) {
  const isImage = file.type.startsWith("image/")
  const [url, setUrl] = useState<string | null>(null)
  const { createFileUrl } = api
  useEffect(() => {
    if (!isImage) return
    return createFileUrl(file, setUrl)
    // createFileUrl is recreated on every render; the URL only depends on the file
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file, isImage])

  return (
    <div {...api.getItemPreviewProps({ file })}>
      {isImage && url ? (
        <img {...api.getItemPreviewImageProps({ file, url })} />
      ) : (
        <FileText aria-hidden size={24} />
      )}
    </div>
  )
}

type Limits = { accept: string[]; maxFiles: number; minFileSize: number; maxFileSize: number | undefined }

function describeLimits({ accept, maxFiles, minFileSize, maxFileSize }: Limits) {
  const types = accept.length > 0 ? accept.join(", ") : "any type"
  const count = `up to ${maxFiles} ${maxFiles === 1 ? "file" : "files"}`
  const size =
    maxFileSize !== undefined
      ? `${formatFileSize(minFileSize)} to ${formatFileSize(maxFileSize)} each`
      : minFileSize > 0
        ? `at least ${formatFileSize(minFileSize)} each`
        : "any size"
  return `${types} · ${count} · ${size}`
}

function describeError(code: string, { accept, maxFiles, minFileSize, maxFileSize }: Limits) {
  switch (code) {
    case "FILE_INVALID_TYPE":
      return `— the type is not in the accept list (${accept.join(", ")}).`
    case "FILE_TOO_LARGE":
      return `— larger than the ${formatFileSize(maxFileSize ?? Number.POSITIVE_INFINITY)} maximum.`
    case "FILE_TOO_SMALL":
      return `— smaller than the ${formatFileSize(minFileSize)} minimum.`
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
