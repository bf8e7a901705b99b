/**
 * Pictures as content names them and as the build prepares them (docs/decisions/025-pictures.md).
 * An editor gives one large file and its alternative text; the build writes each picture at the
 * widths its kind is shown at, in AVIF, WebP and JPEG (PNG when it has transparency), and the one
 * `<Picture>` component (app/components/ui/picture.tsx) shows what the build wrote.
 * Browser-safe and free of `~/` imports: the content schemas and the editor read it too.
 */

/**
 * How each kind of picture is shown. `aspectRatio` is the width over the height it is cut to (none:
 * its own); `widths` are the files written, chosen for the slots it fills at 1x to 3x screens.
 */
export const pictureKinds = {
  /** An article's cover: 2:1, at the top of the article (up to 768 CSS px) and on its cards; a link preview too. */
  cover: { aspectRatio: 2, widths: [480, 768, 1024, 1536], socialCard: true },
  /** A team member's portrait: square, in round avatars of 56 to 128 CSS px. */
  portrait: { aspectRatio: 1, widths: [128, 256, 384], socialCard: false },
  /** A picture in an article's text: its own proportions, as wide as the text (up to 768 CSS px). */
  figure: { aspectRatio: undefined, widths: [480, 768, 1024, 1536], socialCard: false },
} as const satisfies Record<
  string,
  { aspectRatio: number | undefined; widths: readonly number[]; socialCard: boolean }
>;

export type PictureKind = keyof typeof pictureKinds;

/** The width a picture of a kind needs to look sharp in every place it is shown: its widest file. */
function sharpWidth(kind: PictureKind): number {
  return Math.max(...pictureKinds[kind].widths);
}

/** The editor's advice for a kind: how wide its file must be, from the widths the build writes. */
export const sharpWidthAdvice = (kind: PictureKind) => `at least ${sharpWidth(kind)} pixels wide`;

/** The link preview of a page with a cover (og:image), as Open Graph consumers ask for it. */
export const socialCardSize = { width: 1200, height: 630 } as const;

/** What the build refuses: larger files or pictures are not photographs an editor meant to publish. */
export const pictureLimits = { megabytes: 25, megapixels: 50 } as const;

/** The file types an editor may give (what sharp reads); the build checks the file itself, not its name. */
const pictureExtensions = ["jpg", "jpeg", "png", "webp", "avif", "gif", "tif", "tiff"] as const;

/** Where an editor's pictures for a collection live, one folder per entry: content/pictures/<collection>/<slug>/. */
export function pictureFolder(collection: string): string {
  return `content/pictures/${collection}`;
}

/** A picture file of a collection's folder, by its path from the repository's root. */
export function picturePathPattern(collection: string): RegExp {
  return new RegExp(`^${pictureFolder(collection)}/(?:[\\w-]+/)*[\\w.-]+\\.(?:${pictureExtensions.join("|")})$`, "i");
}

export function picturePathProblem(collection: string): string {
  const extensions = pictureExtensions.map((extension) => `.${extension}`).join(", ");
  return `must be a picture file in ${pictureFolder(collection)}/ (${extensions})`;
}

/** A picture as checked content names it: its file, how it is shown, and its alternative text ("" when decorative). */
export type PictureSource = { kind: PictureKind; file: string; alt: string };

export function isPictureSource(value: unknown): value is PictureSource {
  if (!value || typeof value !== "object") return false;
  const { kind, file, alt, ...rest } = value as Record<string, unknown>;
  return (
    Object.keys(rest).length === 0 &&
    typeof kind === "string" &&
    Object.hasOwn(pictureKinds, kind) &&
    typeof file === "string" &&
    typeof alt === "string"
  );
}

export type PictureMediaType = "image/avif" | "image/webp" | "image/jpeg" | "image/png";

/** One file the build wrote: its address under /assets/, its size in pixels and in bytes. */
export type PictureFile = { src: string; width: number; height: number; bytes: number };

/** One picture as the build made it. */
export type PreparedPicture = {
  /** The largest file's size: every file of the picture has these proportions. */
  width: number;
  height: number;
  /** The picture's mean colour, shown until it arrives; none for a picture with transparency. */
  placeholder?: string;
  /** Best first; the last is the fallback every browser and mail client reads (JPEG, or PNG with transparency). */
  formats: { type: PictureMediaType; files: PictureFile[] }[];
  /** A cover's link preview (socialCardSize, JPEG). */
  socialCard?: PictureFile;
};

/** Every picture content refers to, as the build made it, by pictureKey. */
export type PictureManifest = Record<string, PreparedPicture>;

/** One file can be shown as two kinds (a cover and a figure): each is prepared on its own. */
export function pictureKey(source: Pick<PictureSource, "kind" | "file">): string {
  return `${source.kind}:${source.file}`;
}

/** The fallback format's files, smallest first. */
export function fallbackFiles(picture: PreparedPicture): PictureFile[] {
  return picture.formats[picture.formats.length - 1].files;
}

/**
 * The file for places that take one picture of a given width (an e-mail, a feed reader): the
 * largest fallback file no wider than twice that width, or the smallest if all are wider.
 */
export function fallbackFileFor(picture: PreparedPicture, cssWidth: number): PictureFile {
  const files = fallbackFiles(picture);
  return files.filter((file) => file.width <= 2 * cssWidth).at(-1) ?? files[0];
}
