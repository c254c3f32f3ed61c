import { Portal } from "@zag-js/react"
import { createContext, type ReactNode, type RefObject, useContext, useMemo } from "react"

export const OverlayLayerContext = createContext<HTMLElement | null>(null)

type DemoPortalProps = {
  children: ReactNode
  /**
   * "main" (default): the layer at the end of the demo's `<main>`, so popups stay inside the main
   * landmark (at body level axe's `region` rule fails for non-dialog popups). "body": for modal
   * dialogs, which are landmarks of their own.
   */
  target?: "main" | "body"
}

/** Renders a demo's popup outside the widget's markup, once its container exists (never during pre-rendering). */
export function DemoPortal({ children, target = "main" }: DemoPortalProps) {
  const layer = useContext(OverlayLayerContext)
  const container = useMemo(() => ({ current: layer }) as RefObject<HTMLElement>, [layer])
  if (target === "body") return <Portal>{children}</Portal>
  if (!layer) return null
  return <Portal container={container}>{children}</Portal>
}
