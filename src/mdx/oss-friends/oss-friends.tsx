import { type OssFriend, ossFriends } from '../../../config/oss-friends';

export interface OssFriendsProps {
  friends?: readonly OssFriend[];
}

/** A grid of open-source projects from config/oss-friends.ts, each linking to its home. */
export function OssFriends({ friends = ossFriends }: OssFriendsProps) {
  return (
    <ul className="cards" style={{ padding: 0 }} aria-label="Open-source friends">
      {friends.map((friend) => (
        <li key={friend.name} style={{ listStyle: 'none', margin: 0 }}>
          <a className="cards-card" href={friend.href} rel="noopener noreferrer">
            <span className="cards-card-title">{friend.name}</span>
            <span className="cards-card-body">{friend.description}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
