import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import * as toast from "@zag-js/toast"
import { X } from "lucide-react"
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from "react"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { toastControls } from "./controls"
import { EmbeddedDialog } from "./EmbeddedDialog"
import "./toast.css"

type Values = ReturnType<typeof useControls<typeof toastControls>>["values"]

/** The page follows pauseOnPageIdle itself (the store reads that option only once, when the group mounts). */
function storeAttrs(values: Values) {
  return { placement: values.placement, max: values.max, overlap: values.overlap, pauseOnPageIdle: false }
}

function LoaderBars() {
  return (
    <svg className="toast-loader" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <title>loader bars</title>
      {[4, 10, 16].map((x, i) => (
        <rect key={x} x={x} y="6" width="4" height="12" rx="1" style={{ animationDelay: `${i * 0.15}s` }} />
      ))}
    </svg>
  )
}

/** When a toast that holds focus goes away, focus moves to its region instead of falling to the page. */
function keepFocusInRegion(root: HTMLElement | null) {
  if (!root || !root.contains(document.activeElement)) return
  const region = root.closest<HTMLElement>('[data-part="group"]')
  const next = [...(region?.querySelectorAll<HTMLElement>('[data-part="root"][data-state="open"]') ?? [])].find(
    (el) => el !== root,
  )
  ;(next ?? region)?.focus({ preventScroll: true })
}

type ToastItemProps = { toast: toast.Props; index: number; parent: toast.GroupService; dir: "ltr" | "rtl" }

function ToastItem({ toast: options, index, parent, dir }: ToastItemProps) {
  const service = useMachine(toast.machine, { ...options, index, parent, dir })
  const api = toast.connect(service, normalizeProps)
  const rootRef = useRef<HTMLDivElement>(null)
  const rootProps = api.getRootProps()
  const closeProps = api.getCloseTriggerProps()

  return (
    <div
      {...rootProps}
      ref={rootRef}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key === "Escape") keepFocusInRegion(rootRef.current)
        rootProps.onKeyDown?.(event)
      }}
    >
      <span {...api.getGhostBeforeProps()} />
      <div data-scope="toast" data-part="progressbar" data-type={api.type} aria-hidden="true" />
      <p {...api.getTitleProps()}>
        {api.type === "loading" && <LoaderBars />}
        {api.title}
      </p>
      {api.description ? <p {...api.getDescriptionProps()}>{api.description}</p> : null}
      <button
        {...closeProps}
        aria-label="Close notification"
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          keepFocusInRegion(rootRef.current)
          closeProps.onClick?.(event)
        }}
      >
        <X aria-hidden size={14} />
      </button>
      <span {...api.getGhostAfterProps()} />
    </div>
  )
}

export default function ToastPage() {
  const controls = useControls(toastControls)
  const { values } = controls
  const [store] = useState(() => toast.createStore({ ...storeAttrs(values), gap: 16, removeDelay: 200 }))
  const service = useMachine(toast.group.machine, { id: useId(), store, dir: values.dir })
  const api = toast.group.connect(service, normalizeProps)
  const lastId = useRef<string | null>(null)

  // the group and the store read their options live: keep them in step with the controls
  useEffect(() => {
    const attrs = store.attrs
    const overlapChanged = attrs.overlap !== values.overlap
    Object.assign(attrs, storeAttrs(values))
    if (!overlapChanged) return
    if (values.overlap) {
      store.collapse()
      service.send({ type: "REGION.OVERLAP" })
    } else {
      store.expand()
      service.send({ type: "REGION.STACK" })
    }
  }, [store, service, values])

  useEffect(() => {
    if (!values.pauseOnPageIdle) return
    const onVisibility = () => (document.visibilityState === "hidden" ? store.pause() : store.resume())
    document.addEventListener("visibilitychange", onVisibility)
    return () => document.removeEventListener("visibilitychange", onVisibility)
  }, [store, values.pauseOnPageIdle])

  return (
    <>
      <DemoMain>
        <EmbeddedDialog />
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
              if (lastId.current && store.isVisible(lastId.current)) store.update(lastId.current, { title: "Testing", type: "loading" })
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
        <Portal>
          <div {...api.getGroupProps()}>
            {api.getToasts().map((item, index) => (
              <ToastItem key={item.id} toast={item} index={index} parent={service} dir={values.dir} />
            ))}
          </div>
        </Portal>
      </DemoMain>
      <Toolbar controls={controls}>
        <StateVisualizer service={service} context={["toasts", "heights"]} props={["dir"]} />
      </Toolbar>
    </>
  )
}
