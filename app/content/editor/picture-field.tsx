import { fields, type AssetFormField } from "@keystatic/core";
import { Checkbox } from "@keystar/ui/checkbox";
import { Flex } from "@keystar/ui/layout";
import { TextArea } from "@keystar/ui/text-field";
import { useState } from "react";
import { pictureFolder, pictureLimits } from "../../pictures/picture-kinds.ts";

type UploadedImage = { data: Uint8Array; extension: string; filename: string };

/** What the form holds: the uploaded file, and either its alternative text or the editor's word that it is decorative. */
export type PictureValue = { image: UploadedImage | null; alt: string; decorative: boolean };

type StoredPicture = { image?: unknown; alt?: unknown; decorative?: unknown };

const megabyte = 1024 * 1024;

/**
 * A picture as one field: Keystatic's own upload (`fields.image`) with, beside it, the text that
 * replaces the picture for people who cannot see it, or the explicit choice that it is decorative.
 * One field, so the rule can be checked where the editor is: a picture without alternative text
 * is refused at the field, as the build refuses it (app/content/schema/fields.ts, picture()).
 * The file goes into the collection's picture folder, `content/pictures/<collection>/<slug>/`,
 * named after the field (`cover.jpg`); the content file keeps its path from the repository's root.
 */
export function pictureField({
  label,
  description,
  collection,
  isRequired,
}: {
  label: string;
  description?: string;
  collection: string;
  isRequired: boolean;
}): AssetFormField<PictureValue, PictureValue, unknown> {
  const directory = pictureFolder(collection);
  const upload = fields.image({ label, description, directory, publicPath: directory });
  const prefix = (slug: string | undefined) => `${directory}/${slug === undefined ? "" : `${slug}/`}`;
  const problem = ({ image, alt, decorative }: PictureValue): string | undefined => {
    if (!image) {
      if (alt.trim() || decorative) return "Choose the picture this text describes, or clear the text";
      return isRequired ? `${label} is required` : undefined;
    }
    if (image.data.byteLength > pictureLimits.megabytes * megabyte) {
      const size = (image.data.byteLength / megabyte).toFixed(1);
      return `This picture is ${size} MB: a picture may be at most ${pictureLimits.megabytes} MB (save it as a JPEG, quality 90, for instance)`;
    }
    if (!decorative && !alt.trim()) {
      return "Alternative text is required: say what the picture shows, or tick Decorative if it adds nothing to the page";
    }
    return undefined;
  };
  return {
    kind: "form",
    formKind: "asset",
    label,
    directory,
    Input({ value, onChange, autoFocus, forceValidation }) {
      const [touched, setTouched] = useState(false);
      const message = forceValidation || touched ? problem(value) : undefined;
      return (
        <Flex direction="column" gap="large">
          <upload.Input
            value={value.image}
            onChange={(image) => onChange({ ...value, image })}
            // Keystatic asks the first field of a dialog to take focus, as its own fields do.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={autoFocus}
            forceValidation={false}
          />
          <TextArea
            label="Alternative text"
            description="What the picture shows, for people who cannot see it: a sentence or two, as you would describe it on the phone."
            isRequired={Boolean(value.image) && !value.decorative}
            isDisabled={value.decorative}
            value={value.alt}
            onChange={(alt) => onChange({ ...value, alt })}
            onBlur={() => setTouched(true)}
            errorMessage={message}
          />
          <Checkbox
            isSelected={value.decorative}
            onChange={(decorative) => {
              setTouched(true);
              onChange({ ...value, decorative, alt: decorative ? "" : value.alt });
            }}
          >
            Decorative: it adds nothing the page does not already say, so screen readers pass over it
          </Checkbox>
        </Flex>
      );
    },
    defaultValue: () => ({ image: null, alt: "", decorative: false }),
    filename(stored, { slug }) {
      const image = (stored as StoredPicture | undefined)?.image;
      return typeof image === "string" && image.startsWith(prefix(slug)) ? image.slice(prefix(slug).length) : undefined;
    },
    parse(stored, { asset, slug }) {
      const { image, alt, decorative } = (stored ?? {}) as StoredPicture;
      const filename = typeof image === "string" ? image.slice(prefix(slug).length) : "";
      return {
        image: asset && filename ? { data: asset, filename, extension: filename.split(".").pop() ?? "" } : null,
        alt: typeof alt === "string" ? alt : "",
        decorative: decorative === true,
      };
    },
    serialize(value, { suggestedFilenamePrefix, slug }) {
      if (!value.image) return { value: undefined, asset: undefined };
      const extension = value.image.extension.toLowerCase();
      const filename = suggestedFilenamePrefix ? `${suggestedFilenamePrefix}.${extension}` : value.image.filename;
      const described: Record<string, string | boolean> = value.decorative
        ? { decorative: true }
        : { alt: value.alt.trim() };
      return {
        value: { image: `${prefix(slug)}${filename}`, ...described },
        asset: { filename, content: value.image.data },
      };
    },
    validate(value) {
      const message = problem(value);
      if (message) throw new Error(message);
      return value;
    },
    reader: { parse: (stored) => stored },
  };
}
