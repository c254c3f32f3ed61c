import { normalizeProps, useMachine } from "@zag-js/react"
import * as toc from "@zag-js/toc"
import { useId, useRef } from "react"
import { guideItems } from "./guide"
import { GuideArticle } from "./parts/GuideArticle"
import { GuideNav } from "./parts/GuideNav"
import "../toc.css"

/**
 * The table of contents bound to the guide's own scroll box (`scrollEl`), and two buttons that scroll it
 * through the API: one jumps, the other glides.
 */
export default function TocScrollElement() {
  const article = useRef<HTMLDivElement>(null)
  const service = useMachine(toc.machine, {
    id: useId(),
    items: guideItems,
    scrollEl: () => article.current,
  })
  const api = toc.connect(service, normalizeProps)

  return (
    <div className="toc toc-story">
      <div className="toc-jumps">
        <button type="button" onClick={() => api.scrollTo("installation", { behavior: "instant" })}>
          Installation
        </button>
        <button type="button" onClick={() => api.scrollTo("api-reference", { behavior: "smooth" })}>
          API Reference
        </button>
      </div>
      <div className="toc-frame">
        <div className="toc-layout">
          <GuideNav api={api} />
          <GuideArticle ref={article} />
        </div>
      </div>
    </div>
  )
}
