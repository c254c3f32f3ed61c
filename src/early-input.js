// Runs before the first paint of every demo page, inlined in its head by the build (scripts/vite-inline-theme.ts
// and scripts/prerender.mjs; the CSP allows it by its hash): what a visitor does in the demo before the page is
// live is kept, and done again once it is (src/app/earlyInput.ts), so the pre-rendered widget never swallows
// it: the buttons clicked, the checkboxes and radios set (and to what), the fields typed into (and what
// they held: hydration may set a controlled field back to its pre-rendered value), and the keys that move
// within a widget (an arrow on a slider's thumb, a tab or a menu's trigger), which did nothing yet.
{
  const early = (window.__earlyClicks = [])
  const toggled = (window.__earlyToggled = new Map())
  const typed = (window.__earlyTyped = new Map())
  const keys = (window.__earlyKeys = [])
  const moves = /^(Arrow|Page|Home$|End$)/
  const live = () => document.documentElement.hasAttribute("data-hydrated")
  addEventListener(
    "click",
    (event) => {
      if (live() || !event.target.closest?.("main")) return
      const button = event.target.closest("button[type=button]")
      if (button) early.push(button)
      // (a label's click comes here twice: once for the label, once for the input it clicks); the last one
      // set goes last, as in a radio group the last choice wins
      else if (event.target.matches("input[type=checkbox], input[type=radio]")) {
        toggled.delete(event.target)
        toggled.set(event.target, event.target.checked)
      }
    },
    true,
  )
  addEventListener(
    "input",
    (event) => {
      if (!live() && event.target.closest?.("main")) typed.set(event.target, event.target.value)
    },
    true,
  )
  addEventListener(
    "keydown",
    (event) => {
      if (live() || !moves.test(event.key) || !event.target.closest?.("main")) return
      // a key pressed again in a row counts once, as a click does: nothing happened, so the visitor tried again
      const last = keys.at(-1)
      if (last?.target !== event.target || last.key !== event.key) keys.push(event)
    },
    true,
  )
}
