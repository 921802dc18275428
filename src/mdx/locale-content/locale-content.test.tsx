import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleContent } from './locale-content';

describe('LocaleContent', () => {
  it('sets the language of its content', () => {
    render(
      <LocaleContent lang="ja">
        <h1>はじめに</h1>
      </LocaleContent>,
    );
    expect(screen.getByRole('heading').closest('[lang]')).toHaveAttribute('lang', 'ja');
  });
});
