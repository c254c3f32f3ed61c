// Runs before the first paint of every page, inlined in its head by the build (scripts/vite-inline-theme.ts;
// the CSP allows it by its hash): applies the link's theme (`?theme=`), else the stored one, else the OS one, and hides the demo
// while a link's query string has yet to be applied by the app, so pre-rendered defaults never flash.
// The app clears that flag once hydrated (and marks the page `data-hydrated`).
{
  const root = document.documentElement
  const pick = (value) => (value === "light" || value === "dark" ? value : "")
  let theme = pick(new URLSearchParams(location.search).get("theme"))
  try {
    theme ||= pick(localStorage.getItem("zag-gallery-theme"))
  } catch {
    // storage unavailable: follow the OS
  }
  theme ||= matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light"
  // base.css sets the color-scheme from it
  root.setAttribute("data-theme", theme)
  if (location.search) root.setAttribute("data-applying-query", "")
}
