/**
 * `npm run build:picture-fixture`: the site built with test pictures into build-pictures/
 * (tests/support/picture-fixture.ts), for the tests that read and serve pictures. npm test runs it
 * beside the type check.
 */
import { buildPictureFixture, pictureFixture } from "../tests/support/picture-fixture";

const started = performance.now();
const output = await buildPictureFixture();
const pictures = output.split("\n").filter((line) => line.startsWith("Pictures"));
console.log(
  `The site with test pictures: ${pictureFixture.buildDir} in ${Math.round((performance.now() - started) / 1000)} s${pictures.length ? `\n${pictures.join("\n")}` : ""}`,
);
