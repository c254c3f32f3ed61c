import { useLocation } from "wouter"
import { EMBED_PREFIX } from "./url/isolation"
import { useSearch } from "./url/searchStore"

/**
 * Opens this demo's isolation view (`/embed/<slug>`: the widget alone, embeddable in an iframe) with the
 * page's current query, so its controls and view settings come along. (The isolation view hides the
 * toolbar, so the link is only ever followed from a demo's own route.)
 */
export function IsolationLink() {
  const [pathname] = useLocation()
  return (
    <a className="isolation-link" href={`${EMBED_PREFIX}${pathname}${useSearch()}`}>
      Open in isolation
    </a>
  )
}
