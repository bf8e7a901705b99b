import { Card } from "~/components/ui/card";
import { ExternalLink } from "~/components/ui/external-link";
import type { TeamMember } from "~/content/team-member";
import { cn } from "~/lib/cn";
import { MemberAvatar } from "./member-avatar";

type Variant = "full" | "compact";

function MemberLinkedIn({ member }: { member: TeamMember }) {
  if (!member.linkedInUrl) return null;
  return (
    <ExternalLink
      href={member.linkedInUrl}
      className="mt-4 inline-flex text-sm font-semibold text-brand-strong underline-offset-4 hover:underline"
    >
      {member.name} on LinkedIn
    </ExternalLink>
  );
}

function FeaturedMemberCard({ member, index, priority }: { member: TeamMember; index: number; priority: boolean }) {
  return (
    <Card tone="featured" padding="large" className="flex w-full flex-col gap-6 md:flex-row md:items-start md:gap-8">
      <MemberAvatar
        name={member.name}
        photo={member.photo}
        size={112}
        sizes="(min-width: 48rem) 128px, 112px"
        priority={priority}
        toneIndex={index}
        className="md:size-32"
      />
      <div>
        <h3 className="text-2xl font-semibold text-ink">{member.name}</h3>
        <p className="mt-1 font-medium text-brand-strong">{member.title}</p>
        {member.bio ? <p className="mt-4 max-w-3xl leading-relaxed text-ink-soft">{member.bio}</p> : null}
        <MemberLinkedIn member={member} />
      </div>
    </Card>
  );
}

function MemberCard({ member, index }: { member: TeamMember; index: number }) {
  return (
    <Card className="flex w-full flex-col">
      <div className="flex items-center gap-4">
        <MemberAvatar name={member.name} photo={member.photo} size={64} toneIndex={index} />
        <div>
          <h3 className="text-lg font-semibold text-ink">{member.name}</h3>
          <p className="mt-1 text-sm font-medium text-brand-strong">{member.title}</p>
        </div>
      </div>
      {member.bio ? <p className="mt-4 leading-relaxed text-muted">{member.bio}</p> : null}
      <MemberLinkedIn member={member} />
    </Card>
  );
}

/** Name and title under a portrait, without a bio: for pages that link on to the full team. */
function MemberBadge({ member, index }: { member: TeamMember; index: number }) {
  return (
    <div className="flex w-full flex-col items-center text-center">
      <MemberAvatar name={member.name} photo={member.photo} size={80} toneIndex={index} />
      <h3 className="mt-4 text-base font-semibold text-balance text-ink">{member.name}</h3>
      <p className="mt-1 text-sm font-medium text-balance text-brand-strong">{member.title}</p>
      <MemberLinkedIn member={member} />
    </div>
  );
}

function TeamMemberItem({
  member,
  index,
  variant,
  priority,
}: {
  member: TeamMember;
  index: number;
  variant: Variant;
  priority: boolean;
}) {
  if (index === 0) return <FeaturedMemberCard member={member} index={index} priority={priority} />;
  return variant === "full" ? (
    <MemberCard member={member} index={index} />
  ) : (
    <MemberBadge member={member} index={index} />
  );
}

const gridClasses: Record<Variant, string> = {
  full: "gap-6 md:grid-cols-2",
  compact: "grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-3 lg:grid-cols-5",
};

/**
 * The team as a list of cards: the first member (the founder) on a featured card across the
 * grid with their bio, then everyone else: with bios (`full`, the team page) or as portraits with
 * name and title (`compact`, pages that link on to the team page).
 */
export function TeamGrid({
  members,
  variant = "full",
  labelledBy,
  anchors = false,
  priority = false,
  className,
}: {
  members: (TeamMember & { slug?: string })[];
  variant?: Variant;
  labelledBy?: string;
  /** Each card is a link target named by the member's slug (`/team#<slug>`: an article's authors link there). */
  anchors?: boolean;
  /** The grid opens the page: the featured member's portrait is its first picture. */
  priority?: boolean;
  className?: string;
}) {
  return (
    <ul aria-labelledby={labelledBy} className={cn("grid", gridClasses[variant], className)}>
      {members.map((member, index) => (
        <li
          key={member.name}
          id={anchors ? member.slug : undefined}
          className={cn("flex", index === 0 && "col-span-full")}
        >
          <TeamMemberItem member={member} index={index} variant={variant} priority={priority} />
        </li>
      ))}
    </ul>
  );
}
