/**
 * The calendar's button icons. The buttons read "🗓" and "❌" as zag's own examples do; the characters stay in
 * the text, visually hidden (no emoji font is assumed), and a drawn icon shows. zag names the buttons.
 */
export function CalendarIcon() {
  return (
    <>
      <span className="visually-hidden">🗓</span>
      <svg
        aria-hidden="true"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="3" y="4" width="18" height="18" rx="2" />
        <path d="M16 2v4M8 2v4M3 10h18M8 14h.01M12 14h.01M16 14h.01M8 18h.01M12 18h.01M16 18h.01" />
      </svg>
    </>
  )
}

export function ClearIcon() {
  return (
    <>
      <span className="visually-hidden">❌</span>
      <svg
        aria-hidden="true"
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M18 6 6 18M6 6l12 12" />
      </svg>
    </>
  )
}
