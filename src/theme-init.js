// Runs before the first paint of every page, inlined in its head by the build (scripts/vite-inline-theme.ts;
// the CSP allows it by its hash): applies the link's theme (`?theme=`), else the stored one, else the OS one, and hides the demo
// while a link's query string has yet to be applied by the app, so pre-rendered defaults never flash.
// The app clears that flag once hydrated (and marks the page `data-hydrated`).
{
  const root = document.documentElement
  const isTheme = (value) => value === "light" || value === "dark"
  let theme = new URLSearchParams(location.search).get("theme")
  if (!isTheme(theme)) {
    try {
      theme = localStorage.getItem("zag-gallery-theme")
    } catch {
      // storage unavailable: follow the OS
    }
  }
  if (!isTheme(theme)) theme = matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light"
  root.setAttribute("data-theme", theme)
  root.style.colorScheme = theme
  if (location.search.length > 1) root.setAttribute("data-applying-query", "")
  // a click on one of the demo's buttons before the page is live is kept, and replayed once it is
  // (src/app/earlyClicks.ts): the pre-rendered widget never swallows a click
  const early = (window.__earlyClicks = [])
  addEventListener(
    "click",
    (event) => {
      const button = !root.hasAttribute("data-hydrated") && event.target.closest?.("main button[type=button]")
      if (button) early.push(button)
    },
    true,
  )
}
