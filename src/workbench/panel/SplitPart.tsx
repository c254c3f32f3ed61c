import type { HTMLAttributes, ReactNode } from "react"
import { useLiveParts } from "./parts"

type SplitPartProps = HTMLAttributes<HTMLElement> & {
  part: "stage" | "panel"
  as?: "div" | "aside"
  children: ReactNode
}

/** One of the workbench's two panels: static markup until the splitter is live, then with its props. */
export function SplitPart({ part, as: Tag = "div", ...props }: SplitPartProps) {
  const live = useLiveParts()
  return <Tag {...props} {...live?.[part]} />
}

/** The handle between the stage and the panel: a plain line until the splitter is live, then a focusable separator. */
export function SplitHandle({ id }: { id: string }) {
  const live = useLiveParts()
  return (
    <div
      id={id}
      className="workbench-handle"
      {...(live && { ...live.handle, "aria-label": "Resize workbench panel" })}
    />
  )
}
