import { useLayoutEffect, useRef } from "react"
import { isViewKey, setViewSetting, viewSchema } from "../viewSettings/settings"
import { useViewSettings } from "../viewSettings/useViewSettings"
import type { ControlDef, ControlValue } from "./schema"

const UNSET = "(unset)"

type FieldProps = { name: string; def: ControlDef; value: ControlValue; onCommit: (value: ControlValue) => void }

const asText = (value: ControlValue) => (value === undefined ? "" : String(value))

/**
 * The inputs are uncontrolled: a commit goes through the URL, which updates asynchronously, so a
 * controlled input would flicker back for a moment. When the committed value changes (commit,
 * Reset, back/forward) the DOM is brought in line without remounting, so focus stays put.
 */
function useSyncedInput<E extends HTMLInputElement | HTMLSelectElement>(value: ControlValue) {
  const ref = useRef<E>(null)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    if (el instanceof HTMLInputElement && el.type === "checkbox") el.checked = value === true
    else el.value = asText(value)
  }, [value])
  return ref
}

export function ControlField(props: FieldProps) {
  const { name, def } = props
  const id = `control-${name}`
  const label = def.label ?? name
  switch (def.kind) {
    case "boolean":
      return <BooleanField {...props} id={id} label={label} />
    case "select":
      return (
        <SelectField {...props} id={id} label={label} options={def.options} unsettable={def.default === undefined} />
      )
    case "string":
    case "number":
      return <TextField {...props} id={id} label={label} />
    case "view":
      return <ViewSettingField id={id} name={name} label={label} def={def} />
  }
}

/** A global view setting among the demo's controls: the same value as the settings bar's, set from either. */
function ViewSettingField({ id, name, label, def }: { id: string; name: string; label: string; def: ControlDef }) {
  const settings = useViewSettings()
  if (!isViewKey(name)) throw new Error(`the control ${name} is no view setting`)
  return (
    <SelectField
      id={id}
      name={name}
      label={label}
      def={def}
      value={settings[name]}
      options={viewSchema[name].options}
      unsettable={false}
      onCommit={(value) => setViewSetting(name, value === undefined ? undefined : String(value))}
    />
  )
}

type LabelledProps = FieldProps & { id: string; label: string }

function BooleanField({ id, name, label, def, value, onCommit }: LabelledProps) {
  const ref = useSyncedInput<HTMLInputElement>(value)
  return (
    <div className="control control-boolean">
      <input
        ref={ref}
        id={id}
        type="checkbox"
        data-testid={name}
        title={def.description}
        defaultChecked={value === true}
        onChange={(e) => onCommit(e.currentTarget.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}

type SelectProps = LabelledProps & { options: readonly string[]; unsettable: boolean }

/** A select offers the empty "(unset)" choice only when the option may be left unset (it has no default). */
function SelectField({ id, name, label, def, value, options, unsettable, onCommit }: SelectProps) {
  const ref = useSyncedInput<HTMLSelectElement>(value)
  return (
    <div className="control control-text">
      <label htmlFor={id}>{label}</label>
      <select
        ref={ref}
        id={id}
        data-testid={name}
        title={def.description}
        defaultValue={asText(value)}
        onChange={(e) => onCommit(e.currentTarget.value === "" ? undefined : e.currentTarget.value)}
      >
        {unsettable && <option value="">{UNSET}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Strings and numbers commit on Enter and on blur. */
function TextField({ id, name, label, def, value, onCommit }: LabelledProps) {
  const ref = useSyncedInput<HTMLInputElement>(value)
  const commit = (input: HTMLInputElement) => {
    const next = def.kind === "number" ? parseNumber(def, input.value, value) : input.value
    input.value = asText(next)
    if (next !== value) onCommit(next)
  }
  return (
    <div className="control control-text">
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        data-testid={name}
        title={def.description}
        defaultValue={asText(value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit(e.currentTarget)
        }}
        onBlur={(e) => commit(e.currentTarget)}
        {...(def.kind === "number"
          ? { type: "number", inputMode: "decimal" as const, min: def.min, max: def.max, step: def.step ?? "any" }
          : { type: "text", placeholder: def.kind === "string" ? def.placeholder : undefined })}
      />
    </div>
  )
}

/** Empty text restores the default; text that is not a number keeps the current value; the rest is clamped. */
function parseNumber(def: Extract<ControlDef, { kind: "number" }>, text: string, current: ControlValue) {
  if (text.trim() === "") return def.default
  const parsed = Number(text)
  if (!Number.isFinite(parsed)) return current
  let next = parsed
  if (def.min !== undefined) next = Math.max(def.min, next)
  if (def.max !== undefined) next = Math.min(def.max, next)
  return next
}
