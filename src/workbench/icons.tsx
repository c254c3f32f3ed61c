// The gallery's icons are symbols in index.html, so every page has them before any script runs and no chunk
// carries their shapes; an icon draws one, stroked in currentColor by shell.css.

/** One of index.html's symbols (`#icon-<name>`), `size` px square. */
export function Icon({ name, size = 20 }: { name: string; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} aria-hidden>
      <use href={`#icon-${name}`} />
    </svg>
  )
}
