import { useLayoutEffect, useMemo, useRef } from "react"
import { controlledProps } from "../docs/controlledProps"
import type { PropDoc } from "../docs/reference"
import { packageOf, useReference } from "../docs/useReference"
import { currentMachines, restartPage, useInspectedMachines } from "../inspector/inspectedMachines"
import type { MachineRecorder } from "../inspector/recorder"
import { currentSearch, replaceSearch, useSearch } from "../url/searchStore"
import { splitQuery } from "../viewSettings/settings"
import { ControlField } from "./ControlField"
import { generatedSchema } from "./generatedSchema"
import { moreCode } from "./moreCode"
import { patternProblem } from "./patternProp"
import { timeZoneProblem } from "./timeZoneProp"
import { type ControlDef, type ControlSchema, type ControlValue, clip, decodeQuery } from "./schema"

export type MorePropsProps = {
  /** The hand-picked controls: More props offers none of theirs, and leaves their URL keys to them. */
  schema: ControlSchema
  /** Whether the group is open: closed, it still applies the URL's values and reports what it ignored. */
  open: boolean
  /** Takes what it ignored of the URL, for the panel's notice (visible while the group is closed too). */
  onIssues: (issues: string[]) => void
}

// a page opened with values of More props starts over once, from them (like a link's controls)
const restarted = new WeakSet<MachineRecorder>()

/**
 * The Controls tab's More props, a lazy chunk: a control for each prop of the page's first machine that its
 * page leaves free, generated from the Docs tab's reference, its values read from and written to the URL,
 * and given to the machine by its recorder (../inspector/recorder.ts) at each render.
 */
export default function MoreProps({ schema, open, onIssues }: MorePropsProps) {
  const recorder = useInspectedMachines()[0]?.recorder
  const reference = useReference(recorder && packageOf(recorder.definition))
  const fields = useMemo(
    () =>
      recorder && reference
        ? generatedSchema(reference.props, new Set([...recorder.given, ...controlledProps(schema)]))
        : {},
    [recorder, reference, schema],
  )
  const read = useMemo(() => reader(fields, schema, reference?.props ?? []), [fields, schema, reference])
  const decoded = read(useSearch())

  useLayoutEffect(() => recorder?.setMoreProps(() => read(currentSearch()).values), [recorder, read])
  // the machine ran before this chunk was there: a link's values need it to start over, once
  const fromLink = useRef(Object.keys(decoded.values).length > 0)
  useLayoutEffect(() => {
    if (!recorder || !fromLink.current || restarted.has(recorder)) return
    restarted.add(recorder)
    restartPage(currentMachines().map((machine) => machine.recorder))
  }, [recorder])
  useLayoutEffect(() => {
    Object.assign(moreCode, { schema: fields, values: decoded.values })
    onIssues(decoded.issues)
    return () => {
      Object.assign(moreCode, { schema: {}, values: {} })
      onIssues([])
    }
  }, [fields, decoded, onIssues])

  if (!open) return null
  if (!reference) return <p>The reference documents no machine of this page.</p>
  const keys = Object.keys(fields)
  if (keys.length === 0) return <p>The page sets every other prop of its machine itself.</p>
  return (
    <div className="controls-more-fields">
      {keys.map((key) => (
        <ControlField
          key={key}
          name={key}
          def={fields[key]}
          value={decoded.entered[key]}
          onCommit={(value) => setMore(key, fields[key], value)}
        />
      ))}
    </div>
  )
}

/**
 * Reads the URL's values for the generated controls (among the keys the hand-picked ones lack): what was
 * entered, what the machine gets (the values that differ from zag's default), and what was ignored, and why.
 * Remembers the last URL it read: the machine asks at each render.
 */
function reader(fields: ControlSchema, schema: ControlSchema, props: readonly PropDoc[]) {
  const known = new Set(Object.entries(schema).flatMap(([key, def]) => [key, def.formerKey ?? key]))
  const names = new Set(props.map((prop) => prop.name))
  let last: { search: string; result: ReturnType<typeof read> } | undefined
  const read = (search: string) => {
    const params = new URLSearchParams([...splitQuery(search).rest].filter(([key]) => !known.has(key)))
    const { values: entered, issues, unknown } = decodeQuery(fields, params)
    for (const key of unknown)
      issues.push(
        names.has(key)
          ? `“${clip(key)}” was ignored: More props has no control for it.`
          : `Unknown option “${clip(key)}” was ignored.`,
      )
    const values: Record<string, ControlValue> = {}
    for (const [key, value] of Object.entries(entered)) {
      const problem = patternProblem(key, value) ?? timeZoneProblem(key, value)
      if (problem) issues.push(`“${clip(`${key}=${value}`)}” was ignored: ${problem}.`)
      else if (value !== undefined && value !== "" && value !== fields[key].default) values[key] = value
    }
    return { entered, values, issues }
  }
  return (search: string) => {
    if (last?.search !== search) last = { search, result: read(search) }
    return last.result
  }
}

/** Writes one generated control's value into the URL, in place; its default (or empty) leaves the key out. */
function setMore(key: string, def: ControlDef, value: ControlValue) {
  const params = new URLSearchParams(currentSearch())
  if (value === undefined || value === "" || value === def.default) params.delete(key)
  else params.set(key, String(value))
  replaceSearch(params)
}
