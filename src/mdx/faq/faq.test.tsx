import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Faq, FaqItem } from './faq';

describe('Faq', () => {
  it('renders each question as a closed disclosure that opens on click', () => {
    const { container } = render(
      <Faq>
        <FaqItem question="Is it free?">
          <p>Yes.</p>
        </FaqItem>
        <FaqItem question="Can I self-host?">
          <p>Also yes.</p>
        </FaqItem>
      </Faq>,
    );
    const items = container.querySelectorAll('details');
    expect(items).toHaveLength(2);
    expect(items[0].open).toBe(false);
    fireEvent.click(screen.getByText('Is it free?'));
    expect(items[0].open).toBe(true);
    expect(screen.getByText('Also yes.')).toBeInTheDocument();
  });
});
