import { defineCode } from "../../workbench/code/snippet"
import type { fileUploadControls } from "./controls"

export default defineCode<typeof fileUploadControls>({
  name: "FileUpload",
  machines: [
    {
      module: "file-upload",
      view: ["dir", "locale"],
      options: { accept: { default: "" }, dropzone: { as: "allowDrop" } },
    },
  ],
  jsx: `
<div {...api.getRootProps()}>
  <input {...api.getHiddenInputProps()} />
  <div {...api.getDropzoneProps()}>Drag your files here</div>
  <button {...api.getTriggerProps()}>Choose Files...</button>
  <ul {...api.getItemGroupProps()}>
    {api.acceptedFiles.map((file) => (
      <li key={file.name} {...api.getItemProps({ file })}>
        <div {...api.getItemNameProps({ file })}>{file.name}</div>
        <div {...api.getItemSizeTextProps({ file })}>{api.getFileSize(file)}</div>
        <button {...api.getItemDeleteTriggerProps({ file })}>X</button>
      </li>
    ))}
  </ul>
</div>`,
})
