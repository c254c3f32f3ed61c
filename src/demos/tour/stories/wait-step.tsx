import { normalizeProps, useMachine } from "@zag-js/react"
import * as tour from "@zag-js/tour"
import { useId, useState } from "react"
import "../tour.css"
import { TourCard } from "./parts/TourCard"

/** What the player tells the tour: the song started playing, the song was liked. */
type PlayerEvent = "play" | "like"

/** A step that shows at once and goes on by itself when the player reports the event. */
function waitFor(player: EventTarget, event: PlayerEvent): tour.StepDetails["effect"] {
  return ({ show, next }) => {
    show()
    player.addEventListener(event, next, { once: true })
    return () => player.removeEventListener(event, next)
  }
}

export default function WaitStep() {
  const playId = useId()
  const likeId = useId()
  const headingId = useId()
  const [player] = useState(() => new EventTarget())
  const [playing, setPlaying] = useState(false)
  const [liked, setLiked] = useState(false)
  const [steps] = useState<tour.StepDetails[]>(() => [
    {
      id: "welcome",
      type: "dialog",
      title: "Welcome to Luna Music",
      description: "Two steps to get going. Each one waits for you to do it.",
      actions: [{ label: "Start", action: "next" }],
    },
    {
      id: "play",
      type: "tooltip",
      title: "Step 1: Play the Song",
      description: "Press Play to start the song: the tour goes on once it plays.",
      target: () => document.getElementById(playId),
      effect: waitFor(player, "play"),
      actions: [{ label: "Prev", action: "prev" }],
    },
    {
      id: "like",
      type: "tooltip",
      title: "Step 2: Like the Song",
      description: "Like it to keep it in your favourites: the tour goes on once you do.",
      target: () => document.getElementById(likeId),
      effect: waitFor(player, "like"),
      actions: [{ label: "Prev", action: "prev" }],
    },
    {
      id: "done",
      type: "dialog",
      title: "You're All Set!",
      description: "You played a song and liked it. Enjoy the music!",
      actions: [{ label: "Finish", action: "dismiss" }],
    },
  ])

  const service = useMachine(tour.machine, {
    id: useId(),
    steps,
  })
  const api = tour.connect(service, normalizeProps)

  const togglePlay = () => {
    setPlaying(!playing)
    if (!playing) player.dispatchEvent(new Event("play"))
  }
  const toggleLike = () => {
    setLiked(!liked)
    if (!liked) player.dispatchEvent(new Event("like"))
  }

  return (
    <div className="tour tour-story">
      <button data-scope="tour" data-part="trigger" className="tour-start" onClick={() => api.start()}>
        Start Tour
      </button>
      <section className="tour-player" aria-labelledby={headingId}>
        <h2 id={headingId}>Luna Music Player</h2>
        <div className="tour-player-track">
          <div className="tour-player-cover" data-playing={playing || undefined} aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
          <div>
            <p className="tour-player-song">Moonlit Harbour</p>
            <p className="tour-player-artist">The Night Tides</p>
          </div>
        </div>
        <div className="tour-player-controls">
          {/* each step's target wraps its button: the tour's focus trap holds the card and what is inside the
              target, so Tab goes on from the card to the button */}
          <span id={playId} className="tour-player-slot">
            <button type="button" onClick={togglePlay}>
              <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="currentColor">
                {playing ? <path d="M6 4h4v16H6zM14 4h4v16h-4z" /> : <path d="M7 4v16l13-8z" />}
              </svg>
              {playing ? "Pause" : "Play"}
            </button>
          </span>
          <span id={likeId} className="tour-player-slot">
            <button type="button" aria-pressed={liked} onClick={toggleLike}>
              <svg
                aria-hidden="true"
                width="14"
                height="14"
                viewBox="0 0 24 24"
                fill={liked ? "currentColor" : "none"}
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M12 20s-7-4.4-9.2-8.6C1.3 8.5 3 5 6.3 5c2 0 3.2 1.1 3.7 2 .5-.9 1.7-2 3.7-2C17 5 18.7 8.5 17.2 11.4 15 15.6 12 20 12 20z" />
              </svg>
              Like
            </button>
          </span>
        </div>
        <p className="tour-status">
          {playing ? "Playing" : "Paused"} · {liked ? "Liked" : "Not liked yet"}
        </p>
      </section>
      <TourCard api={api} />
    </div>
  )
}
