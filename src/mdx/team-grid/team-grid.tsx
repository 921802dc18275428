import { type TeamAuthor, team } from '../../../config/team';

export interface TeamGridProps {
  /** Defaults to everyone in config/team.ts, in its order. */
  members?: Readonly<Record<string, TeamAuthor>>;
}

/** The team with names and titles; avatars are decorative, the name says who it is. */
export function TeamGrid({ members = team }: TeamGridProps) {
  return (
    <ul className="mkt-team" aria-label="Team">
      {Object.entries(members).map(([handle, member]) => (
        <li key={handle} className="mkt-team-member">
          <img src={member.image} alt="" width={64} height={64} loading="lazy" />
          <span className="mkt-team-name">{member.name}</span>
          <span className="mkt-team-title">{member.title}</span>
        </li>
      ))}
    </ul>
  );
}
