import { normalizeProps, useMachine } from "@zag-js/react"
import * as toc from "@zag-js/toc"
import { useId, useRef } from "react"
import { guideItems } from "./guide"
import { GuideArticle } from "./parts/GuideArticle"
import { GuideNav } from "./parts/GuideNav"
import "../toc.css"

/** The table of contents beside the guide, with a bar that slides to the link of the heading in view. */
export default function TocIndicator() {
  const article = useRef<HTMLDivElement>(null)
  const service = useMachine(toc.machine, {
    id: useId(),
    items: guideItems,
    scrollEl: () => article.current,
  })
  const api = toc.connect(service, normalizeProps)

  return (
    <div className="toc toc-story">
      <div className="toc-frame">
        <div className="toc-layout">
          <GuideNav api={api} />
          <GuideArticle ref={article} />
        </div>
      </div>
    </div>
  )
}
