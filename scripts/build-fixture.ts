/**
 * `npm run build:fixture`: the fixture site, the site with test pictures and analytics on, into
 * build-fixture/ (tests/support/picture-fixture.ts). npm test runs it beside the type check.
 */
import { buildFixtureSite, fixtureSite } from "../tests/support/picture-fixture";

const started = performance.now();
const output = await buildFixtureSite();
const pictures = output.split("\n").filter((line) => line.startsWith("Pictures"));
console.log(
  `The fixture site: ${fixtureSite.buildDir} in ${Math.round((performance.now() - started) / 1000)} s${pictures.length ? `\n${pictures.join("\n")}` : ""}`,
);
