/** A section heading for the dark `night` background: light eyebrow and text that keep their contrast. */
export function InverseHeading({
  eyebrow,
  title,
  intro,
  id,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  id?: string;
}) {
  return (
    <div className="max-w-3xl">
      {eyebrow ? (
        <p className="mb-2 text-sm font-semibold tracking-widest text-[#b9f0f4] uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="text-3xl leading-tight font-bold tracking-tight text-balance md:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg leading-relaxed text-white/80">{intro}</p> : null}
    </div>
  );
}
