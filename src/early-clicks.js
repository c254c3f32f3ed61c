// Runs before the first paint of every demo page, inlined in its head by the build (scripts/vite-inline-theme.ts
// and scripts/prerender.mjs; the CSP allows it by its hash): a click on one of the demo's buttons before the
// page is live is kept, and replayed once it is (src/app/earlyClicks.ts), so the pre-rendered widget never
// swallows a click.
{
  const early = (window.__earlyClicks = [])
  addEventListener(
    "click",
    (event) => {
      const button =
        !document.documentElement.hasAttribute("data-hydrated") && event.target.closest?.("main button[type=button]")
      if (button) early.push(button)
    },
    true,
  )
}
