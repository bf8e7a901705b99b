import { pictureKinds, socialCardSize, type PictureKind } from "./picture-kinds.ts";

export type Size = { width: number; height: number };

/** The files one picture is written as, decided from its kind and its size alone. */
export type PicturePlan = {
  /** Smallest first, all with the same proportions: the kind's widths the picture can fill, then its own when it falls short of the largest. */
  sizes: Size[];
  /** The kind's widths the picture is too small to fill (a warning names them). */
  unfilled: number[];
  /** A cover's link preview: socialCardSize, or the largest part of that shape the picture holds. */
  socialCard?: Size;
};

/** The largest part of `source` with the proportions `aspectRatio` (width over height), centred as it is cut. */
function cutTo(source: Size, aspectRatio: number): Size {
  if (source.width / source.height > aspectRatio) {
    return { width: Math.max(1, Math.round(source.height * aspectRatio)), height: source.height };
  }
  return { width: source.width, height: Math.max(1, Math.round(source.width / aspectRatio)) };
}

/** Never wider than the picture itself: a file is only ever made smaller, never blown up. */
export function planPicture(kind: PictureKind, source: Size): PicturePlan {
  const { aspectRatio, socialCard } = pictureKinds[kind];
  const widths: readonly number[] = pictureKinds[kind].widths;
  const cut = aspectRatio === undefined ? source : cutTo(source, aspectRatio);
  const heightAt = (width: number) => Math.max(1, Math.round((width * cut.height) / cut.width));
  const unfilled = widths.filter((width) => width > cut.width);
  const filled = widths.filter((width) => width <= cut.width);
  const planned = unfilled.length && !filled.includes(cut.width) ? [...filled, cut.width] : filled;
  const plan: PicturePlan = { sizes: planned.map((width) => ({ width, height: heightAt(width) })), unfilled };
  if (!socialCard) return plan;
  const card = cutTo(source, socialCardSize.width / socialCardSize.height);
  plan.socialCard =
    card.width >= socialCardSize.width
      ? { ...socialCardSize }
      : {
          width: card.width,
          height: Math.max(1, Math.round((card.width * socialCardSize.height) / socialCardSize.width)),
        };
  return plan;
}
