/**
 * Isolation mode: the widget alone, with no nav, settings bar or toolbar (for embedding in an iframe, as
 * Storybook's iframe.html does). Either a demo's `/embed/<slug>` route, or `?chrome=none` on its page.
 * `chrome` is no view setting and no control: the query split keeps it beside the view settings (so a
 * control change keeps it) and nav links never carry it.
 */
export const CHROME_KEY = "chrome"

export const EMBED_PREFIX = "/embed"

/** Whether a query asks for the widget alone (`?chrome=none`). */
export const chromeOff = (search: string) => new URLSearchParams(search).get(CHROME_KEY) === "none"
