import { beforeAll, describe, expect, test } from "vitest"
import { emptyWorld, loadWorld, type Place } from "./stories/world"

let world = emptyWorld
beforeAll(async () => {
  world = await loadWorld()
})

const labels = (places: Place[] | undefined) => (places ?? []).map((place) => place.label)
const find = (places: Place[] | undefined, label: string) => places?.find((place) => place.label === label)
const continent = (label: string) => find(world.children, label)!
const country = (continentLabel: string, label: string) => find(continent(continentLabel).children, label)!

describe("the world data set (spec: cascade-select basic)", () => {
  test("seven continents with the spec's counts of countries; Antarctica disabled without any", () => {
    const counts = Object.fromEntries(world.children!.map((c) => [c.label, c.children?.length ?? 0]))
    expect(counts).toEqual({
      Africa: 60,
      Antarctica: 0,
      Asia: 50,
      Europe: 53,
      "North America": 42,
      Oceania: 27,
      "South America": 15,
    })
    expect(continent("Antarctica")).toEqual({ value: "antarctica", label: "Antarctica", disabled: true })
  })

  test("the spec's named countries and states, first and last", () => {
    const africa = labels(continent("Africa").children)
    expect(africa[0]).toBe("Algeria")
    expect(africa.slice(-2)).toEqual(["Zambia", "Zimbabwe"])
    expect(africa).toContain("Egypt")
    const asia = labels(continent("Asia").children)
    expect([asia[0], ...asia.slice(-2)]).toEqual(["Afghanistan", "Vietnam", "Yemen"])
    expect(labels(continent("Europe").children).slice(0, 2)).toEqual(["Åland Islands", "Albania"])
    expect(labels(country("Africa", "Algeria").children).slice(0, 3)).toEqual(["Adrar", "Alger", "Annaba"])
    expect(labels(country("Asia", "Afghanistan").children)[0]).toBe("Badakhshān")
    expect(labels(country("Asia", "China").children)[0]).toBe("Guangxi")
    expect(labels(country("Europe", "France").children).slice(0, 3)).toEqual(["Alsace", "Aquitaine", "Auvergne"])
    expect(country("Oceania", "American Samoa")).toMatchObject({ value: "AS", disabled: true })
    expect(country("Oceania", "American Samoa").children).toBeUndefined()
  })

  test("values: a continent's slug, a country's ISO code, a state's ISO 3166-2 code; unique among siblings", () => {
    const algeria = country("Africa", "Algeria")
    expect([continent("Africa").value, algeria.value, algeria.children![0].value]).toEqual(["africa", "DZ", "DZ-01"])
    const visit = (place: Place) => {
      const values = (place.children ?? []).map((child) => child.value)
      expect(new Set(values).size, place.label).toBe(values.length)
      place.children?.forEach(visit)
    }
    visit(world)
  })

  test("about 3,750 states in all", () => {
    const states = world.children!.flatMap((c) => c.children ?? []).flatMap((c) => c.children ?? [])
    expect(states.length).toBeGreaterThan(3_600)
    expect(states.length).toBeLessThan(3_900)
  })
})
