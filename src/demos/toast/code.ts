import { defineCode } from "../../workbench/code/snippet"
import type { toastControls } from "./controls"

export default defineCode<typeof toastControls>({
  name: "Toaster",
  machines: [
    {
      // the store's options; zag's defaults are max 24, no overlap and a pause on page idle
      module: "toast",
      declare: (options) => `const toaster = toast.createStore(${options})`,
      options: {
        max: { default: 24 },
        overlap: { default: false },
        pauseOnPageIdle: { default: true, code: (value) => String(value) },
      },
    },
    { module: "toast", path: "group", fixed: { store: "toaster" }, onlyMapped: true },
  ],
  before: `
function Toast(props: Omit<toast.Props, "id"> & { index: number; parent: toast.GroupService }) {
  const service = useMachine(toast.machine, { ...props, id: useId() })
  const api = toast.connect(service, normalizeProps)
  return (
    <div {...api.getRootProps()}>
      <span {...api.getGhostBeforeProps()} />
      <p {...api.getTitleProps()}>{api.title}</p>
      <p {...api.getDescriptionProps()}>{api.description}</p>
      <button {...api.getCloseTriggerProps()}>Close</button>
      <span {...api.getGhostAfterProps()} />
    </div>
  )
}`,
  jsx: `
<>
  <button onClick={() => toaster.create({ title: "Loading", type: "loading" })}>Notify (Loading)</button>
  <div {...api.getGroupProps()}>
    {api.getToasts().map((item, index) => (
      <Toast key={item.id} {...item} index={index} parent={service} />
    ))}
  </div>
</>`,
})
