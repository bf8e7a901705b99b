/**
 * Pictures for tests and the bench that encoders treat as photographs: no photograph is published
 * with the site, and a flat or noise-only test picture would compress unlike any camera's. Shapes
 * with hard and soft edges on a gradient, then grain at five scales (light on colour, as a camera's
 * sensor gives it) so that every width the build writes still has detail to keep: a 4000 × 3000
 * JPEG at quality 90 is about 5 MB, like the camera file of issue 33. The same seed gives the same
 * bytes, so a rebuild finds its pictures in the cache.
 */
import sharp from "sharp";

type Options = { width: number; height: number; seed?: number; format?: "jpeg" | "png"; transparent?: boolean };

/**
 * A deterministic stream of grain values around 128 (xorshift32, two samples a step, averaged to
 * soften them), `strength` 1 spanning the whole range.
 */
function grain(length: number, seed: number, strength: number): Buffer {
  const buffer = Buffer.alloc(length);
  const value = (a: number, b: number) => 128 + ((a + b) / 2 - 128) * strength;
  let state = seed | 1;
  for (let index = 0; index < length; index += 2) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    buffer[index] = value(state & 255, (state >>> 8) & 255);
    if (index + 1 < length) buffer[index + 1] = value((state >>> 16) & 255, (state >>> 24) & 255);
  }
  return buffer;
}

/** Grey grain at `1/scale` of the size, enlarged smoothly: texture at that scale, on every channel alike. */
async function grainLayer(width: number, height: number, scale: number, seed: number, strength = 1) {
  const small = { width: Math.ceil(width / scale), height: Math.ceil(height / scale), channels: 1 as const };
  const pixels = grain(small.width * small.height, seed, strength);
  const input =
    scale === 1
      ? pixels
      : await sharp(pixels, { raw: small }).resize(width, height, { kernel: "cubic" }).raw().toBuffer();
  return { input, raw: { width, height, channels: 1 as const }, blend: "soft-light" as const };
}

function shapes(width: number, height: number, seed: number): string {
  let state = seed >>> 0;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const colours = ["#243b55", "#8e5b3c", "#c9d6df", "#52734d", "#f2d0a4", "#5c4d7d", "#1b1b1b", "#e8e2d0"];
  const drawn = Array.from({ length: 140 }, () => {
    const [x, y, r] = [random() * width, random() * height, (0.005 + random() * 0.1) * width].map(Math.round);
    const colour = colours[Math.floor(random() * colours.length)];
    return random() < 0.6
      ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" fill-opacity="0.6"/>`
      : `<rect x="${x}" y="${y}" width="${Math.round(r * 1.7)}" height="${Math.round(r * 0.6)}" transform="rotate(${Math.round(random() * 180)} ${x} ${y})" fill="${colour}" fill-opacity="0.7"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6a8caf"/><stop offset="0.55" stop-color="#d9b38c"/><stop offset="1" stop-color="#3d5a3b"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${drawn.join("")}</svg>`;
}

const picturesDrawn = new Map<string, Promise<Buffer>>();

/**
 * The same options give the same bytes, so each picture is drawn once per process (the fixture site
 * gives two articles the same 4000 × 3000 cover, about 3 s of CPU each).
 */
export function photographicPicture({
  width,
  height,
  seed = 1,
  format = "jpeg",
  transparent = false,
}: Options): Promise<Buffer> {
  const options = { width, height, seed, format, transparent };
  const key = JSON.stringify(options);
  if (!picturesDrawn.has(key)) picturesDrawn.set(key, draw(options));
  return picturesDrawn.get(key)!;
}

/**
 * The scene is drawn at half size with grain at four scales, enlarged, then given the finest grain
 * at full size: as detailed as drawing it all at full size, and four times quicker.
 */
async function draw({ width, height, seed, format, transparent }: Required<Options>): Promise<Buffer> {
  const half = { width: Math.ceil(width / 2), height: Math.ceil(height / 2), channels: 3 as const };
  const layers = await Promise.all(
    [1, 2, 4, 8].map((scale) => grainLayer(half.width, half.height, scale, seed * 31 + scale)),
  );
  const scene = await sharp(Buffer.from(shapes(half.width, half.height, seed)))
    .removeAlpha()
    .composite(layers)
    .raw()
    .toBuffer();
  const full = await sharp(scene, { raw: half }).resize(width, height, { kernel: "lanczos3" }).raw().toBuffer();
  let picture = sharp(full, { raw: { width, height, channels: 3 } }).composite([
    // A camera's own fine noise, fainter than the scene's texture.
    await grainLayer(width, height, 1, seed * 31, 0.5),
  ]);
  if (transparent) {
    // A round cut-out on a transparent ground, as a product shot or a diagram exported with transparency would be.
    const mask = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><ellipse cx="50%" cy="50%" rx="45%" ry="45%" fill="#fff"/></svg>`,
    );
    picture = sharp(await picture.raw().toBuffer(), { raw: { width, height, channels: 3 } })
      .ensureAlpha()
      .composite([{ input: mask, blend: "dest-in" }]);
  }
  return format === "png" ? picture.png().toBuffer() : picture.jpeg({ quality: 90 }).toBuffer();
}
