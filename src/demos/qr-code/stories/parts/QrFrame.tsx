import type * as qrCode from "@zag-js/qr-code"

/** The code's frame and pattern, with the gallery's logo in the overlay; `hidden` until there is a value to show. */
export function QrFrame({ api, label, hidden }: { api: qrCode.Api; label: string; hidden?: boolean }) {
  return (
    <div {...api.getRootProps()} hidden={hidden}>
      <svg {...api.getFrameProps()} role="img" aria-label={label}>
        <rect width="100%" height="100%" fill="#ffffff" />
        <path {...api.getPatternProps()} fill="#111111" />
      </svg>
      <div {...api.getOverlayProps()}>
        <svg aria-hidden viewBox="0 0 24 24" width="26" height="26">
          <rect width="24" height="24" rx="6" fill="#0f766e" />
          <path d="M7 7h10l-10 10h10" fill="none" stroke="#ffffff" strokeWidth="2.5" strokeLinejoin="round" />
        </svg>
      </div>
    </div>
  )
}
