// Runs before the first paint of every demo page, inlined in its head by the build (scripts/vite-inline-theme.ts
// and scripts/prerender.mjs; the CSP allows it by its hash): a click on one of the demo's buttons before the
// page is live is kept, and replayed once it is (src/app/earlyInput.ts), so the pre-rendered widget never
// swallows a click; so are the fields typed into.
{
  const early = (window.__earlyClicks = [])
  const typed = (window.__earlyTyped = new Set())
  const live = () => document.documentElement.hasAttribute("data-hydrated")
  addEventListener(
    "click",
    (event) => {
      const button = !live() && event.target.closest?.("main button[type=button]")
      if (button) early.push(button)
    },
    true,
  )
  addEventListener(
    "input",
    (event) => {
      if (!live() && event.target.closest?.("main")) typed.add(event.target)
    },
    true,
  )
}
