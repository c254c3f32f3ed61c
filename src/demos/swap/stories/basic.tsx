import * as presence from "@zag-js/presence"
import { normalizeProps, useMachine } from "@zag-js/react"
import { type ReactNode, useState } from "react"
import "../swap.css"

/**
 * One of the button's two faces: mounted while present and until its exit animation ends, so the one leaving
 * fades out over the one arriving. A face on its way out is hidden from assistive technology at once.
 */
function Face({ present, children }: { present: boolean; children: ReactNode }) {
  const service = useMachine(presence.machine, { present })
  const { present: mounted, skip, setNode } = presence.connect(service, normalizeProps)
  if (!mounted) return null
  return (
    <span
      ref={setNode}
      className="swap-slot"
      data-scope="presence"
      data-part="content"
      // no animation for the face that is there when the page loads
      data-state={skip ? undefined : present ? "open" : "closed"}
      aria-hidden={present ? undefined : true}
    >
      {children}
    </span>
  )
}

function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 9h4l5-4v14l-5-4H4z" strokeLinejoin="round" />
      {muted ? (
        <path d="M17 9l5 6M22 9l-5 6" strokeLinecap="round" />
      ) : (
        <path d="M17 8a5 5 0 0 1 0 8" strokeLinecap="round" />
      )}
    </svg>
  )
}

/** A mute button whose face cross-fades between "Unmuted" and "Muted", one presence machine per face. */
export default function SwapBasic() {
  const [muted, setMuted] = useState(false)
  return (
    <div className="swap" data-scope="presence" data-part="root">
      <button type="button" className="swap-button" onClick={() => setMuted((value) => !value)}>
        <Face present={!muted}>
          <SpeakerIcon muted={false} />
          Unmuted
        </Face>
        <Face present={muted}>
          <SpeakerIcon muted />
          Muted
        </Face>
      </button>
      <p className="swap-note">Press the button: the label leaving fades out while the new one fades in.</p>
    </div>
  )
}
