/** A Pokémon as PokeAPI lists it: its name and where its record is (here, a local path). */
export type Pokemon = { name: string; url: string }

/** A page of the list, as PokeAPI's `/pokemon` answers: `next` is the cursor of the page after it, if any. */
export type PokemonPage = { count: number; next: string | null; results: Pokemon[] }

/** The first 100 Pokémon, in PokeAPI's order and spelling. */
const names = [
  "bulbasaur",
  "ivysaur",
  "venusaur",
  "charmander",
  "charmeleon",
  "charizard",
  "squirtle",
  "wartortle",
  "blastoise",
  "caterpie",
  "metapod",
  "butterfree",
  "weedle",
  "kakuna",
  "beedrill",
  "pidgey",
  "pidgeotto",
  "pidgeot",
  "rattata",
  "raticate",
  "spearow",
  "fearow",
  "ekans",
  "arbok",
  "pikachu",
  "raichu",
  "sandshrew",
  "sandslash",
  "nidoran-f",
  "nidorina",
  "nidoqueen",
  "nidoran-m",
  "nidorino",
  "nidoking",
  "clefairy",
  "clefable",
  "vulpix",
  "ninetales",
  "jigglypuff",
  "wigglytuff",
  "zubat",
  "golbat",
  "oddish",
  "gloom",
  "vileplume",
  "paras",
  "parasect",
  "venonat",
  "venomoth",
  "diglett",
  "dugtrio",
  "meowth",
  "persian",
  "psyduck",
  "golduck",
  "mankey",
  "primeape",
  "growlithe",
  "arcanine",
  "poliwag",
  "poliwhirl",
  "poliwrath",
  "abra",
  "kadabra",
  "alakazam",
  "machop",
  "machoke",
  "machamp",
  "bellsprout",
  "weepinbell",
  "victreebel",
  "tentacool",
  "tentacruel",
  "geodude",
  "graveler",
  "golem",
  "ponyta",
  "rapidash",
  "slowpoke",
  "slowbro",
  "magnemite",
  "magneton",
  "farfetchd",
  "doduo",
  "dodrio",
  "seel",
  "dewgong",
  "grimer",
  "muk",
  "shellder",
  "cloyster",
  "gastly",
  "haunter",
  "gengar",
  "onix",
  "drowzee",
  "hypno",
  "krabby",
  "kingler",
  "voltorb",
]

export const pokemon: Pokemon[] = names.map((name, index) => ({ name, url: `/pokemon/${index + 1}/` }))

export const POKEMON_PAGE_SIZE = 20
const DELAY_MS = 400

/**
 * Reads a page of the local Pokémon after a short delay, as a request to PokeAPI would (nothing is fetched:
 * the gallery works offline). `cursor` is a page's `next` (the offset of its first record); without one,
 * the first page. Rejects with the signal's reason once it is aborted.
 */
export function loadPokemon(cursor: string | null | undefined, signal?: AbortSignal): Promise<PokemonPage> {
  const offset = cursor ? Number(cursor) : 0
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const abort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", abort)
      const end = offset + POKEMON_PAGE_SIZE
      resolve({
        count: pokemon.length,
        next: end < pokemon.length ? String(end) : null,
        results: pokemon.slice(offset, end),
      })
    }, DELAY_MS)
    signal?.addEventListener("abort", abort, { once: true })
  })
}
