import { useLocation } from "wouter"
import { IsolateIcon } from "./icons"
import { EMBED_PREFIX } from "./url/isolation"
import { useSearch } from "./url/searchStore"

/**
 * Opens this demo's isolation view (`/embed/<slug>`: the widget alone, embeddable in an iframe) with the
 * page's current query, so its controls and view settings come along.
 */
export function IsolationLink() {
  const [pathname] = useLocation()
  const search = useSearch()
  const path = pathname.startsWith(`${EMBED_PREFIX}/`) ? pathname : `${EMBED_PREFIX}${pathname}`
  return (
    <a className="isolation-link" href={`${path}${search}`}>
      <IsolateIcon size={14} />
      Open in isolation
    </a>
  )
}
