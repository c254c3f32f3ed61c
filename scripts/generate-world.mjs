// Usage: node scripts/generate-world.mjs
// Writes the cascade select's world data set (src/demos/cascade-select/stories/world.data.ts): World → 7
// continents → 247 countries → their first-level subdivisions ("states"), from Debian's iso-codes package
// (/usr/share/iso-codes/json, `apt-get install iso-codes`), plus the continent table and the spec's
// exceptions below. Commit the output; the story loads it with itself only.
import { readFileSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import * as prettier from "prettier"

const ISO = "/usr/share/iso-codes/json"
const out = join(dirname(fileURLToPath(import.meta.url)), "..", "src/demos/cascade-select/stories/world.data.ts")

/**
 * Each country's continent, by ISO 3166-1 alpha-2 code, as data. The usual seven-continent split (as the npm
 * package countries-list has it), with these choices so that the counts are the spec's (Africa 60, Asia 50,
 * Europe 53, North America 42, Oceania 27, South America 15, Antarctica none):
 * - Antarctica (AQ) is the continent itself, and Bouvet Island (BV) is left out: Antarctica has no countries;
 * - Georgia (GE) and Russia (RU) count in Europe, not Asia;
 * - the British Indian Ocean Territory (IO) and the French Southern Territories (TF) count in Africa;
 * - South Georgia and the South Sandwich Islands (GS) in South America;
 * - Heard Island and McDonald Islands (HM) in Oceania, the United States Minor Outlying Islands (UM) in
 *   North America.
 */
const CONTINENTS = {
  africa: {
    label: "Africa",
    countries:
      "AO BF BI BJ BW CD CF CG CI CM CV DJ DZ EG EH ER ET GA GH GM GN GQ GW IO KE KM LR LS LY MA MG ML MR MU MW MZ " +
      "NA NE NG RE RW SC SD SH SL SN SO SS ST SZ TD TF TG TN TZ UG YT ZA ZM ZW",
  },
  antarctica: { label: "Antarctica", countries: "", disabled: true },
  asia: {
    label: "Asia",
    countries:
      "AE AF AM AZ BD BH BN BT CC CN CX HK ID IL IN IQ IR JO JP KG KH KP KR KW KZ LA LB LK MM MN MO MV MY NP OM PH " +
      "PK PS QA SA SG SY TH TJ TM TR TW UZ VN YE",
  },
  europe: {
    label: "Europe",
    countries:
      "AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GE GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME MK " +
      "MT NL NO PL PT RO RS RU SE SI SJ SK SM UA VA",
  },
  "north-america": {
    label: "North America",
    countries:
      "AG AI AW BB BL BM BQ BS BZ CA CR CU CW DM DO GD GL GP GT HN HT JM KN KY LC MF MQ MS MX NI PA PM PR SV SX TC TT " +
      "UM US VC VG VI",
  },
  oceania: {
    label: "Oceania",
    countries: "AS AU CK FJ FM GU HM KI MH MP NC NF NR NU NZ PF PG PN PW SB TK TL TO TV VU WF WS",
  },
  "south-america": { label: "South America", countries: "AR BO BR CL CO EC FK GF GS GY PE PY SR UY VE" },
}
const COUNTS = {
  africa: 60,
  antarctica: 0,
  asia: 50,
  europe: 53,
  "north-america": 42,
  oceania: 27,
  "south-america": 15,
}

/** Countries shown but not selectable (the spec's). */
const DISABLED_COUNTRIES = new Set(["AS"])

// ---- Exceptions: where the spec's data set differs from iso-codes ----

/**
 * EXCEPTION France: iso-codes lists today's regions (since 2016); the spec's data set has the former ones
 * ("Alsace, Aquitaine, Auvergne…"): the 22 metropolitan regions under their former ISO 3166-2 codes, and the 5
 * overseas regions under iso-codes' codes.
 */
const FRANCE = {
  A: "Alsace",
  B: "Aquitaine",
  C: "Auvergne",
  P: "Basse-Normandie",
  D: "Bourgogne",
  E: "Bretagne",
  F: "Centre",
  G: "Champagne-Ardenne",
  H: "Corse",
  I: "Franche-Comté",
  Q: "Haute-Normandie",
  J: "Île-de-France",
  K: "Languedoc-Roussillon",
  L: "Limousin",
  M: "Lorraine",
  N: "Midi-Pyrénées",
  O: "Nord-Pas-de-Calais",
  R: "Pays de la Loire",
  S: "Picardie",
  T: "Poitou-Charentes",
  U: "Provence-Alpes-Côte d'Azur",
  V: "Rhône-Alpes",
  971: "Guadeloupe",
  973: "Guyane",
  972: "Martinique",
  974: "La Réunion",
  976: "Mayotte",
}

/**
 * EXCEPTION China: the spec's data set lists China's divisions by kind, each kind alphabetical (autonomous
 * regions, then municipalities, provinces and special administrative regions), so "Guangxi" comes first; and by
 * their short names, without "Sheng", "Shi", "Zizhiqu" or the people's name that iso-codes adds.
 */
const CHINA_KINDS = ["Autonomous region", "Municipality", "Province", "Special administrative region"]
const CHINA_SHORT = /\s+(Zhuangzu Zizhiqu|Huizi Zizhiqu|Uygur Zizhiqu|Zizhiqu|Sheng|Shi|SAR)$/

/**
 * EXCEPTION Algeria: the spec names its first states "Adrar, Alger, Annaba": its data set orders Algeria's
 * states letter by letter as written, a letter with a diacritic after the plain ones ("Aïn Defla" after
 * "Annaba"), where the collator used everywhere else puts "Aïn Defla" second.
 */
const CODE_POINT_ORDER = new Set(["DZ"])

// ---- The data ----

const countries = JSON.parse(readFileSync(`${ISO}/iso_3166-1.json`, "utf8"))["3166-1"]
const subdivisions = JSON.parse(readFileSync(`${ISO}/iso_3166-2.json`, "utf8"))["3166-2"]
const collator = new Intl.Collator("en")
const byLabel = (a, b) => collator.compare(a.label, b.label)
const byCodePoint = (a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0)

// iso-codes gives a few names alternatives in brackets ("Wales [Cymru GB-CYM]", "Stockholms län [SE-01]")
const clean = (name) => name.replace(/\s*\[[^\]]*\]$/, "")

/** A country's first-level subdivisions (those without a parent), each `{ code suffix, label, kind }`. */
function statesOf(alpha2) {
  const own = subdivisions.filter((s) => !s.parent && s.code.startsWith(`${alpha2}-`))
  if (alpha2 === "FR")
    return Object.entries(FRANCE)
      .map(([suffix, label]) => ({ suffix, label }))
      .sort(byLabel)
  const states = own.map((s) => ({ suffix: s.code.slice(alpha2.length + 1), label: clean(s.name), kind: s.type }))
  // two divisions of one name (a city and its province): each says which it is
  for (const state of states) {
    if (states.filter((other) => other.label === state.label).length > 1)
      state.label += ` (${state.kind.toLowerCase()})`
  }
  if (alpha2 === "CN") {
    for (const state of states) state.label = state.label.replace(CHINA_SHORT, "")
    const kind = (s) => CHINA_KINDS.indexOf(s.kind)
    return states.sort((a, b) => kind(a) - kind(b) || byLabel(a, b))
  }
  return states.sort(CODE_POINT_ORDER.has(alpha2) ? byCodePoint : byLabel)
}

const countryName = new Map(countries.map((c) => [c.alpha_2, c.common_name ?? c.name]))
const placed = new Set()
const continents = Object.entries(CONTINENTS).map(([value, { label, countries: codes, disabled }]) => {
  const list = codes
    .split(" ")
    .filter(Boolean)
    .map((code) => {
      if (!countryName.has(code)) throw new Error(`${code} is no ISO 3166-1 country`)
      if (placed.has(code)) throw new Error(`${code} is on two continents`)
      placed.add(code)
      return { code, label: countryName.get(code), states: statesOf(code) }
    })
    .sort(byLabel)
  if (list.length !== COUNTS[value]) throw new Error(`${label} has ${list.length} countries, not ${COUNTS[value]}`)
  return { value, label, disabled, countries: list }
})
const left = [...countryName.keys()].filter((code) => !placed.has(code))
if (left.join() !== "AQ,BV") throw new Error(`countries on no continent: ${left.join()}`)

for (const name of ["|", "\n"]) {
  const bad = continents.flatMap((c) => c.countries).find((c) => [c, ...c.states].some((s) => s.label.includes(name)))
  if (bad) throw new Error(`${bad.code}: a name holds ${JSON.stringify(name)}`)
}

// ---- The module ----

const row = (country) =>
  [`${DISABLED_COUNTRIES.has(country.code) ? "!" : ""}${country.code}`, country.label]
    .concat(country.states.map((s) => `${s.suffix} ${s.label}`))
    .join("|")

const body = continents
  .map(({ value, label, disabled, countries: list }) => {
    const head = `${JSON.stringify(value)}, ${JSON.stringify(label)}`
    if (list.length === 0) return `  [${head}, []${disabled ? ", true" : ""}],`
    return `  [\n    ${head},\n    [\n${list.map((c) => `      ${JSON.stringify(row(c))},`).join("\n")}\n    ],\n  ],`
  })
  .join("\n")

const states = continents.flatMap((c) => c.countries).reduce((sum, c) => sum + c.states.length, 0)
const source = `// Generated by scripts/generate-world.mjs from Debian's iso-codes: do not edit by hand.
// ${placed.size} countries, ${states} states. Each continent is [value, label, countries, disabled?]; each country a
// line "CODE|Name|suffix State|…" ("!CODE" when disabled), a state's value being "CODE-suffix".
export const continents: ReadonlyArray<readonly [string, string, readonly string[], true?]> = [
${body}
]
`
writeFileSync(out, await prettier.format(source, { ...(await prettier.resolveConfig(out)), filepath: out }))
console.log(`${out}: ${placed.size} countries, ${states} states`)
