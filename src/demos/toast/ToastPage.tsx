import { normalizeProps, useMachine } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import * as toast from "@zag-js/toast"
import { Icon } from "../../workbench/icons"
import { useRef, useState } from "react"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { toastControls } from "./controls"
import { LazyEmbeddedDialog } from "./LazyEmbeddedDialog"
import { useLiveStoreOptions, usePauseOnPageIdle } from "./liveStoreOptions"
import { useViewSettings } from "../../workbench/viewSettings/useViewSettings"
import "./toast.css"

function LoaderBars() {
  return (
    <svg className="toast-loader" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <title>loader bars</title>
      {[4, 10, 16].map((x) => (
        <rect key={x} x={x} y="6" width="4" height="12" rx="1" />
      ))}
    </svg>
  )
}

type ToastItemProps = { toast: toast.Props; index: number; parent: toast.GroupService; dir: "ltr" | "rtl" }

function ToastItem({ toast: options, index, parent, dir }: ToastItemProps) {
  const service = useMachine(toast.machine, { ...options, index, parent, dir })
  const api = toast.connect(service, normalizeProps)

  return (
    <div {...api.getRootProps()}>
      <span {...api.getGhostBeforeProps()} />
      <div data-scope="toast" data-part="progressbar" data-type={api.type} aria-hidden="true" />
      <p {...api.getTitleProps()}>
        {api.type === "loading" && <LoaderBars />}
        {api.title}
      </p>
      {api.description ? <p {...api.getDescriptionProps()}>{api.description}</p> : null}
      <button {...api.getCloseTriggerProps()} aria-label="Close notification">
        <Icon name="close" size={14} />
      </button>
      <span {...api.getGhostAfterProps()} />
    </div>
  )
}

export default function ToastPage() {
  const controls = useControls(toastControls)
  const { values } = controls
  const [store] = useState(() =>
    // the controls' placement, max and overlap (pauseOnPageIdle is followed by usePauseOnPageIdle)
    toast.createStore({ ...values, pauseOnPageIdle: false, gap: 16, removeDelay: 200 }),
  )
  const { dir } = useViewSettings()
  const service = useDemoMachine(toast.group.machine, { store })
  const api = toast.group.connect(service, normalizeProps)
  const lastId = useRef<string | null>(null)

  useLiveStoreOptions(store, service, values)
  usePauseOnPageIdle(store, values.pauseOnPageIdle)

  return (
    <DemoPage controls={controls} service={service} context={["toasts", "heights"]} props={["dir"]}>
      <LazyEmbeddedDialog />
      <div className="toast-actions" role="group" aria-label="Create and manage toasts">
        <button type="button" onClick={() => store.create({ title: "Fetching data...", type: "loading" })}>
          Notify (Loading)
        </button>
        <button
          type="button"
          onClick={() => {
            lastId.current = store.create({ title: "Ooops! Something was wrong", type: "error" })
          }}
        >
          Notify (Error)
        </button>
        <button type="button" onClick={() => store.create({ title: "Here is some information", type: "info" })}>
          Notify (Info)
        </button>
        <button type="button" onClick={() => store.create({ title: "Saved successfully", type: "success" })}>
          Notify (Success)
        </button>
        <button
          type="button"
          onClick={() => {
            if (lastId.current && store.isVisible(lastId.current))
              store.update(lastId.current, { title: "Testing", type: "loading" })
          }}
        >
          Update Latest
        </button>
        <button type="button" onClick={() => store.dismiss()}>
          Close all
        </button>
        <button type="button" onClick={() => store.pause()}>
          Pause all
        </button>
        <button type="button" onClick={() => store.resume()}>
          Resume all
        </button>
      </div>
      <p className="toast-hint">Press Alt+T to move focus to the notifications; Escape closes the focused one.</p>
      {/* fixed to the viewport by zag's styles; kept in the page's markup so it is pre-rendered too */}
      <div {...api.getGroupProps()}>
        {api.getToasts().map((item, index) => (
          <ToastItem key={item.id} toast={item} index={index} parent={service} dir={dir} />
        ))}
      </div>
    </DemoPage>
  )
}
