import * as hoverCard from "@zag-js/hover-card"
import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../hover-card.css"
import { team } from "./team"

const count = new Intl.NumberFormat("en-US")

export default function MultipleTrigger() {
  // one card, four triggers: the trigger's value says whose profile it shows
  // beside the names, so the card never covers the next one in the list
  const service = useMachine(hoverCard.machine, { id: useId(), positioning: { placement: "right" } })
  const api = hoverCard.connect(service, normalizeProps)
  // the card fades out before it unmounts
  const fade = useMachine(presence.machine, { present: api.open })
  const { present, setNode } = presence.connect(fade, normalizeProps)
  const member = team.find((person) => person.id === api.triggerValue)

  return (
    <div className="hover-card hover-card-team">
      <h2>Team Members - Hover Card with Multiple Triggers</h2>
      <ul>
        {team.map((person) => (
          <li key={person.id}>
            <img src={person.avatar} alt="" width="32" height="32" />
            <a href={`#${person.id}`} {...api.getTriggerProps({ value: person.id })}>
              {person.name}
            </a>
            <span className="hover-card-handle">{person.handle}</span>
          </li>
        ))}
      </ul>
      {present && member && (
        <Portal>
          <div {...api.getPositionerProps()}>
            <div className="hover-card-content hover-card-fade" ref={setNode} {...api.getContentProps()}>
              <div {...api.getArrowProps()}>
                <div {...api.getArrowTipProps()} />
              </div>
              <div className="hover-card-header">
                <img className="hover-card-photo" src={member.avatar} alt="" width="48" height="48" />
                <div>
                  <div className="hover-card-title">{member.name}</div>
                  <div className="hover-card-handle">{member.handle}</div>
                </div>
              </div>
              <p className="hover-card-text">{member.bio}</p>
              <p className="hover-card-stats">
                <span>
                  <strong>{count.format(member.followers)}</strong> followers
                </span>
                <span>
                  <strong>{count.format(member.following)}</strong> following
                </span>
              </p>
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
