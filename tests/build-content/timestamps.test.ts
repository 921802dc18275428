import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileTimestamp, gitTimestamps } from '../../build-content/lib/timestamps.ts';
import { tempDir } from './helpers.ts';

describe('last-updated timestamps', () => {
  it('takes the last commit touching each file from one git log pass, else the mtime', async () => {
    const repo = tempDir('git');
    const content = path.join(repo, 'content');
    mkdirSync(content);
    const git = (args: string[], date: string) =>
      execFileSync('git', args, {
        cwd: repo,
        env: {
          ...process.env,
          GIT_AUTHOR_DATE: date,
          GIT_COMMITTER_DATE: date,
          GIT_AUTHOR_NAME: 'a',
          GIT_AUTHOR_EMAIL: 'a@example.test',
          GIT_COMMITTER_NAME: 'a',
          GIT_COMMITTER_EMAIL: 'a@example.test',
        },
      });
    git(['init', '-q'], '2025-01-01T00:00:00Z');
    writeFileSync(path.join(content, 'a.mdx'), '# A\n');
    writeFileSync(path.join(content, 'b.mdx'), '# B\n');
    git(['add', '.'], '2025-01-01T00:00:00Z');
    git(['commit', '-qm', 'first'], '2025-01-01T00:00:00Z');
    writeFileSync(path.join(content, 'b.mdx'), '# B, edited\n');
    git(['commit', '-qam', 'second'], '2025-02-01T00:00:00Z');
    writeFileSync(path.join(content, 'untracked.mdx'), '# New\n');

    const times = await gitTimestamps(content);
    expect(fileTimestamp(path.join(content, 'a.mdx'), times)).toBe(
      Date.parse('2025-01-01T00:00:00Z'),
    );
    expect(fileTimestamp(path.join(content, 'b.mdx'), times)).toBe(
      Date.parse('2025-02-01T00:00:00Z'),
    );
    const untracked = path.join(content, 'untracked.mdx');
    expect(fileTimestamp(untracked, times)).toBe(Math.floor(statSync(untracked).mtimeMs));
    expect((await gitTimestamps(tempDir('no-git'))).size).toBe(0);
  });
});
