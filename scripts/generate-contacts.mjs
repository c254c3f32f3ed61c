// Usage: node scripts/generate-contacts.mjs
// Writes src/data/contacts.json: the 1000 fictional sample contacts of the /pagination demo.
// The seed is fixed, so running it again produces the same file (commit the output).
import { writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { faker } from "@faker-js/faker"

const SEED = 20240601
const COUNT = 1000
const out = join(dirname(fileURLToPath(import.meta.url)), "..", "src", "data", "contacts.json")

faker.seed(SEED)
const contacts = Array.from({ length: COUNT }, (_, index) => {
  const first_name = faker.person.firstName()
  const last_name = faker.person.lastName()
  return {
    id: index + 1,
    first_name,
    last_name,
    // example.com is reserved for documentation: nobody can receive mail there. The initial keeps the
    // addresses short enough for the table to fit beside the toolbar.
    email: faker.internet
      .email({ firstName: first_name.charAt(0), lastName: last_name, provider: "example.com" })
      .toLowerCase(),
    phone: [
      faker.string.numeric({ length: 3, allowLeadingZeros: false }),
      faker.string.numeric(3),
      faker.string.numeric(4),
    ].join("-"),
  }
})

// one record per line keeps diffs readable without bloating the file
writeFileSync(out, `[\n${contacts.map((c) => JSON.stringify(c)).join(",\n")}\n]\n`)
console.log(`wrote ${contacts.length} contacts to ${out}`)
