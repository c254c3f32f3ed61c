import { Portal, type PortalProps } from "@zag-js/react"
import { type PropsWithChildren, type RefObject, useContext, useMemo } from "react"
import { OverlayLayerContext } from "../DemoPortal"

/**
 * zag's `Portal` as a story module sees it: given no container, it renders into the layer at the end of the
 * story's `<main>` rather than the document's body, so popups stay inside the main landmark (and the
 * workbench beside them). Never during pre-rendering: the layer exists once the page is in the document.
 */
export function StoryPortal({ container, ...props }: PropsWithChildren<PortalProps>) {
  const layer = useContext(OverlayLayerContext)
  const inMain = useMemo(() => ({ current: layer }) as RefObject<HTMLElement>, [layer])
  if (container || props.disabled) return <Portal container={container} {...props} />
  if (!layer) return null
  return <Portal container={inMain} {...props} />
}
