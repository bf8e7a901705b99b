import { createContext, useContext } from "react";
import { preload } from "react-dom";
import { cn } from "~/lib/cn";
import { preparedPicture } from "~/lib/pictures";
import { fallbackFileFor, fallbackFiles, type PictureFile, type PictureSource } from "~/pictures/picture-kinds";

/**
 * What the addresses of pictures start with: nothing on the site's own pages, the site's origin
 * where they are read elsewhere (the feeds' article text).
 */
export const PictureOrigin = createContext("");

/**
 * The one way the site shows a picture from content: `<picture>` with AVIF, WebP and the fallback
 * at every width the build wrote, so the browser takes the smallest that fills the picture's box
 * at its screen's density. `sizes` must say how wide that box is at each screen width, as the
 * layout around it makes it. Width and height are the files' own, so the page keeps its place for
 * the picture before it arrives, and its mean colour fills that place meanwhile (both themes,
 * nothing animated). `priority`: the picture is the one in the first screen of its page, so it is
 * fetched first and at once, named in a preload at the top of the document's head (React writes
 * it there) so that its request starts with the document's first bytes, before the parser reaches
 * the picture (docs/decisions/029-every-page-in-its-first-round-trip.md); every other waits until
 * it nears the screen and decodes off the main thread. No script: the browser does it all.
 */
export function Picture({
  source,
  sizes,
  priority = false,
  className,
}: {
  source: PictureSource;
  sizes: string;
  priority?: boolean;
  /** The picture's box: its margins, its corners, its size where the layout does not give it one. The image fills it. */
  className?: string;
}) {
  const origin = useContext(PictureOrigin);
  const picture = preparedPicture(source);
  const srcSet = (files: PictureFile[]) => files.map((file) => `${origin}${file.src} ${file.width}w`).join(", ");
  const alternatives = picture.formats.slice(0, -1);
  if (priority) {
    // The first format, which every current browser takes; one that cannot read it skips the preload by its type.
    const [first] = picture.formats;
    preload(`${origin}${first.files[0].src}`, {
      as: "image",
      type: first.type,
      imageSrcSet: srcSet(first.files),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture className={cn("block overflow-hidden", className)}>
      {alternatives.map((format) => (
        <source key={format.type} type={format.type} srcSet={srcSet(format.files)} sizes={sizes} />
      ))}
      <img
        src={`${origin}${fallbackFileFor(picture, 512).src}`}
        srcSet={srcSet(fallbackFiles(picture))}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={source.alt}
        loading={priority ? undefined : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
        style={picture.placeholder ? { backgroundColor: picture.placeholder } : undefined}
        className="block h-auto w-full"
      />
    </picture>
  );
}
