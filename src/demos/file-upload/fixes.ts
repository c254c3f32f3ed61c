import type * as fileUpload from "@zag-js/file-upload"
import { type DragEvent, type HTMLAttributes, type KeyboardEvent, type MouseEvent, useCallback, useRef } from "react"

/**
 * @zag-js/file-upload 1.47.0: the dropzone reads dropped files only through their file-system
 * entries (`webkitGetAsEntry`); a DataTransfer built by script (synthetic drops, some embedders) has
 * none in Chromium, so its files were silently lost. The fix (wraps the dropzone props) sends the
 * drop's `files` to the machine when no item has an entry.
 */
export function fixDropWithoutEntries(
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

/**
 * @zag-js/file-upload 1.47.0: each click (or Enter) on the dropzone or the button asks the machine to
 * open the file chooser, which it does on the next animation frame. A double click asks twice before
 * that frame: the first chooser uses up the click's user activation, so the browser refuses the second
 * and warns ("File chooser dialog can only be shown with a user activation"). The fix (wraps the
 * dropzone's and the button's props) lets one request through per frame.
 */
export function useFixRepeatedPickerOpen() {
  const pending = useRef(false)
  return useCallback(<P extends HTMLAttributes<HTMLElement>>(props: P): P => {
    const request = (open: () => void) => {
      if (pending.current) return
      open()
      pending.current = true
      requestAnimationFrame(() => {
        pending.current = false
      })
    }
    const { onClick, onKeyDown } = props
    return {
      ...props,
      onClick: (event: MouseEvent<HTMLElement>) => request(() => onClick?.(event)),
      // only the dropzone opens on keys (Enter and Space); a button opens through the click they cause
      onKeyDown:
        onKeyDown &&
        ((event: KeyboardEvent<HTMLElement>) =>
          event.key === "Enter" || event.key === " " ? request(() => onKeyDown(event)) : onKeyDown(event)),
    }
  }, [])
}
