import { normalizeProps, useMachine } from "@zag-js/react"
import * as tabs from "@zag-js/tabs"
import { type ComponentProps, useEffect, useId } from "react"
import { tabItems } from "../../../data/tabs"
import "../tabs.css"

const values: readonly string[] = tabItems.map((item) => item.id)
/** The tab the URL's fragment names, if it names one. */
const tabInUrl = () => {
  const value = decodeURIComponent(window.location.hash.slice(1))
  return values.includes(value) ? value : undefined
}

/**
 * Each tab is a link to `#<id>`: choosing one puts its fragment in the address (path and query kept) as a new
 * history entry, so Back returns to the tab before and a shared link opens on its tab. zag hands the link to
 * `navigate` instead of following it; the app's router does the rest (here the history API, which the
 * gallery's router listens to).
 */
export default function TabsWithLink() {
  const service = useMachine(tabs.machine, {
    id: useId(),
    defaultValue: "nils",
    activationMode: "manual",
    navigate: ({ href }) => window.history.pushState(window.history.state, "", new URL(href).hash),
  })
  const api = tabs.connect(service, normalizeProps)

  // a shared link opens on its tab (the fragment is known only in the browser, after the first render), and
  // Back and Forward bring the tab of their entry back
  const { setValue } = api
  useEffect(() => {
    const fromLink = tabInUrl()
    if (fromLink) setValue(fromLink)
    // once, on arrival: later the fragment follows the tabs
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEffect(() => {
    const follow = () => setValue(tabInUrl() ?? "nils")
    window.addEventListener("popstate", follow)
    return () => window.removeEventListener("popstate", follow)
  }, [setValue])

  return (
    <div className="tabs">
      <div {...api.getRootProps()}>
        <div {...api.getListProps()} aria-label="Artists">
          {tabItems.map((item) => (
            <a
              key={item.id}
              href={`#${item.id}`}
              data-testid={`${item.id}-tab`}
              // zag types a trigger's props for a button; on a link they are the same handlers and ARIA
              {...(api.getTriggerProps({ value: item.id }) as unknown as ComponentProps<"a">)}
            >
              {item.label}
            </a>
          ))}
          <div {...api.getIndicatorProps()} />
        </div>
        {tabItems.map((item) => (
          <div key={item.id} data-testid={`${item.id}-tab-panel`} {...api.getContentProps({ value: item.id })}>
            <p>{item.content}</p>
            {item.id === "agnes" && <input type="text" placeholder="Agnes" aria-label="Agnes" />}
          </div>
        ))}
      </div>
    </div>
  )
}
