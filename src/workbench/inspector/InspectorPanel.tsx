import { useCallback, useDeferredValue, useEffect, useId, useMemo, useState } from "react"
import { EventLog } from "./EventLog"
import { useInspectedMachines } from "./inspectedMachines"
import { statechartLayout } from "./layout"
import type { LoggedEvent, MachineRecorder } from "./recorder"
import { StatechartGraph } from "./StatechartGraph"
import { Statechart } from "./statechart"
import { type IgnoredNote, StateList } from "./StateList"
import { whyNothingHappened } from "./why"
import { SendEvents } from "./SendEvents"
import { ReplayLinkBar } from "./ReplayLinkBar"
import { ExpandedView } from "./ExpandedView"
import { TimeTravel } from "./TimeTravel"
import { travelTo, useTravel } from "./travel"
import { useInspectorHook } from "./testHook"
import "./inspector.css"

/** How long the state just left and the transition just taken stay marked. */
const FLASH_MS = 1500
/** The panel follows the log at most this often: a drag sends an event per frame, and the widget comes first. */
const UPDATE_MS = 500

/** The Inspector tab: one section per machine the page registered (see useDemoMachine). */
export default function InspectorPanel() {
  const live = useInspectedMachines()
  // the test hook sends to the machines on the page now: a page rebuilt after a failed event registers new ones
  useInspectorHook(live)
  // a page that starts a hundred machines gets a hundred statecharts drawn: rendered in the background, a
  // piece at a time, so the page itself shows (and a link to it answers) first
  const machines = useDeferredValue(live)
  if (machines.length === 0) return <p>This page hands the inspector no machine.</p>
  return (
    <div className="inspector">
      <ReplayLinkBar machines={machines} />
      {machines.map(({ recorder, label }, i) => (
        <MachineInspector key={i} recorder={recorder} label={label} />
      ))}
    </div>
  )
}

/**
 * Re-renders at most every UPDATE_MS when the recorder logs something (the log never slows the widget);
 * returns the id of the newest row while it is fresh (its transition stays marked for a moment).
 */
function useRecorder(recorder: MachineRecorder): number | null {
  const [, setTick] = useState(0)
  const [flashId, setFlashId] = useState<number | null>(null)
  useEffect(() => {
    let pending: ReturnType<typeof setTimeout> | 0 = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    let newest = recorder.rows().at(-1)?.id
    const unsubscribe = recorder.subscribe(() => {
      pending ||= setTimeout(() => {
        pending = 0
        setTick((tick) => tick + 1)
        const id = recorder.rows().at(-1)?.id
        if (id === undefined || id === newest) return
        newest = id
        setFlashId(id)
        clearTimeout(timer)
        timer = setTimeout(() => setFlashId(null), FLASH_MS)
      }, UPDATE_MS)
    })
    return () => {
      unsubscribe()
      clearTimeout(pending)
      clearTimeout(timer)
    }
  }, [recorder])
  return flashId
}

function initialStateOf(recorder: MachineRecorder): string | null {
  const service = recorder.service()
  try {
    return service ? String(recorder.definition.initialState({ prop: service.prop })) : null
  } catch {
    return null
  }
}

function MachineInspector({ recorder, label }: { recorder: MachineRecorder; label: string }) {
  const flashId = useRecorder(recorder)
  const id = useId()
  const machine = recorder.definition
  const chart = Statechart.of(machine, recorder.core)
  const graph = useMemo(() => statechartLayout(chart, initialStateOf(recorder)), [chart, recorder])
  const state = recorder.state()
  const active = chart.activePaths(state)
  const rows = recorder.rows().slice().reverse()
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const travel = useTravel()
  const dir = document.documentElement.dir === "rtl" ? "rtl" : "ltr"
  const selected = rows.find((row) => row.id === selectedId) ?? null
  const select = useCallback((rowId: number) => setSelectedId((current) => (current === rowId ? null : rowId)), [])

  const flash = rows[0]?.id === flashId ? rows[0] : null
  const shown = selected ?? flash
  const taken = shown ? chart.transitionTaken(shown.from, shown.type, shown.to) : null
  const left = flash && flash.from !== flash.to ? flash.from : null
  const why = useCallback((row: LoggedEvent) => whyNothingHappened(row, machine, recorder.core), [machine, recorder])
  // the list view explains the selected event, else the newest one, when it changed nothing
  const explained = selected ?? rows[0]
  const reason = explained ? why(explained) : null
  const ignored = useMemo<IgnoredNote | null>(
    () => (reason ? { state: explained.from, event: explained.type, why: reason } : null),
    [explained, reason],
  )

  // the same chart and log show in the panel and in its expanded view
  const chartProps = { label, active, current: state, left, taken: taken?.key ?? null, selected: selected !== null }
  const logProps = {
    recorder,
    rows,
    selectedId: selected?.id ?? null,
    onSelect: select,
    why,
    viewing: travel.viewing,
    onTravel: recorder.gaps() ? null : travelTo,
  }
  return (
    <section className="inspector-machine" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{label}</h2>
      <p className="inspector-current">
        State: <strong dir="ltr">{state}</strong>
      </p>
      <SendEvents recorder={recorder} chart={chart} active={active} disabled={travel.viewing !== null || travel.busy} />
      <TimeTravel recorder={recorder} label={label} rows={recorder.rows()} dir={dir} />
      <div className="inspector-chart-head">
        <h3>Statechart</h3>
        <ExpandedView label={label}>
          {() => (
            <>
              <StatechartGraph graph={statechartLayout(chart, initialStateOf(recorder), "roomy")} {...chartProps} />
              <h3 id={`${id}-big-log`}>Event log</h3>
              <EventLog labelledBy={`${id}-big-log`} {...logProps} />
            </>
          )}
        </ExpandedView>
      </div>
      <StatechartGraph graph={graph} {...chartProps} />
      <StateList chart={chart} label={label} active={active} taken={taken?.key ?? null} ignored={ignored} />
      <h3 id={`${id}-log`}>Event log</h3>
      <EventLog labelledBy={`${id}-log`} {...logProps} />
    </section>
  )
}
