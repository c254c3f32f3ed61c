import type { ControlDef, ControlSchema, ControlValue } from "./schema"
import type { Controls } from "./useControls"

const UNSET = "-----"

export function ControlsPanel<S extends ControlSchema>({ controls }: { controls: Controls<S> }) {
  const values = controls.values as Record<string, ControlValue>
  return (
    <div className="controls-container">
      {controls.issues.length > 0 && (
        <div className="controls-notice" role="status">
          <strong>Some link options were ignored</strong>
          <ul>
            {controls.issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        </div>
      )}
      {Object.entries(controls.schema).map(([key, def]) => (
        <ControlField key={key} name={key} def={def} value={values[key]} onCommit={(v) => controls.set(key, v)} />
      ))}
      <button type="button" className="controls-reset" onClick={controls.reset}>
        Reset
      </button>
    </div>
  )
}

type FieldProps = { name: string; def: ControlDef; value: ControlValue; onCommit: (value: ControlValue) => void }

function ControlField({ name, def, value, onCommit }: FieldProps) {
  const id = `control-${name}`
  const label = def.label ?? name
  switch (def.kind) {
    case "boolean":
      return (
        <div className="control control-boolean">
          <input
            id={id}
            type="checkbox"
            data-testid={name}
            checked={value === true}
            onChange={(e) => onCommit(e.currentTarget.checked)}
          />
          <label htmlFor={id}>{label}</label>
        </div>
      )
    case "select":
      return (
        <div className="control control-text">
          <label htmlFor={id}>{label}</label>
          <select
            id={id}
            data-testid={name}
            value={value === undefined ? "" : String(value)}
            onChange={(e) => onCommit(e.currentTarget.value === "" ? undefined : e.currentTarget.value)}
          >
            <option value="">{UNSET}</option>
            {def.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      )
    case "string":
      return (
        <div className="control control-text">
          <label htmlFor={id}>{label}</label>
          {/* keyed by the committed value so Reset and back/forward refresh the draft */}
          <input
            key={String(value)}
            id={id}
            type="text"
            data-testid={name}
            placeholder={def.placeholder}
            defaultValue={value === undefined ? "" : String(value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") onCommit(e.currentTarget.value)
            }}
            onBlur={(e) => {
              if (e.currentTarget.value !== value) onCommit(e.currentTarget.value)
            }}
          />
        </div>
      )
    case "number":
      return <NumberField id={id} name={name} label={label} def={def} value={value} onCommit={onCommit} />
  }
}

function NumberField(props: FieldProps & { id: string; label: string; def: Extract<ControlDef, { kind: "number" }> }) {
  const { id, name, label, def, value, onCommit } = props
  const commit = (input: HTMLInputElement) => {
    const text = input.value.trim()
    if (text === "") {
      if (value !== def.default) onCommit(def.default)
      input.value = def.default === undefined ? "" : String(def.default)
      return
    }
    let next = Number(text)
    if (!Number.isFinite(next)) {
      input.value = value === undefined ? "" : String(value)
      return
    }
    if (def.min !== undefined) next = Math.max(def.min, next)
    if (def.max !== undefined) next = Math.min(def.max, next)
    input.value = String(next)
    if (next !== value) onCommit(next)
  }
  return (
    <div className="control control-text">
      <label htmlFor={id}>{label}</label>
      <input
        key={String(value)}
        id={id}
        type="number"
        inputMode="decimal"
        data-testid={name}
        min={def.min}
        max={def.max}
        step={def.step ?? "any"}
        defaultValue={value === undefined ? "" : String(value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit(e.currentTarget)
        }}
        onBlur={(e) => commit(e.currentTarget)}
      />
    </div>
  )
}
