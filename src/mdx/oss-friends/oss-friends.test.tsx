import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ossFriends } from '../../../config/oss-friends';
import { OssFriends } from './oss-friends';

describe('OssFriends', () => {
  it('links every project of the data file to its home page', () => {
    render(<OssFriends />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(ossFriends.length);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(ossFriends.map((f) => f.href));
    expect(links[0]).toHaveTextContent(ossFriends[0].description);
  });
});
