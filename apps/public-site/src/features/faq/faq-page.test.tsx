import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FaqPage } from './faq-page.tsx';
import { FAQ_CATEGORIES, faqItems } from './faq-items.ts';

function renderFaq() {
  render(
    <MemoryRouter>
      <FaqPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const questionButtons = () =>
  screen
    .getAllByRole('button', { expanded: false })
    .concat(screen.queryAllByRole('button', { expanded: true }));

describe('FAQ page', () => {
  it('has at least 20 questions, each with an id, question, answer and a known category', () => {
    expect(faqItems.length).toBeGreaterThanOrEqual(20);
    expect(new Set(faqItems.map((item) => item.id)).size).toBe(faqItems.length);
    for (const item of faqItems) {
      expect(item.question.endsWith('?')).toBe(true);
      expect(item.answer.length).toBeGreaterThan(20);
      expect(FAQ_CATEGORIES).toContain(item.category);
    }
    for (const category of FAQ_CATEGORIES.filter((name) => name !== 'all')) {
      expect(faqItems.some((item) => item.category === category)).toBe(true);
    }
  });

  it('makes each question a heading one level below the page’s, so no level is skipped', () => {
    renderFaq();
    const questions = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(questions).toEqual(expect.arrayContaining(faqItems.map((item) => item.question)));
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('shows every question under All', () => {
    renderFaq();
    expect(questionButtons()).toHaveLength(faqItems.length);
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('opens and closes an answer with an accessible button and region', async () => {
    const user = renderFaq();
    const question = screen.getByRole('button', { name: 'What does the SOS emergency button do?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'What does the SOS emergency button do?' })).toBeNull();

    await user.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    const answer = screen.getByRole('region', { name: 'What does the SOS emergency button do?' });
    expect(answer.id).toBe(question.getAttribute('aria-controls'));
    expect(answer.textContent).toContain('24/7 safety team');

    await user.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('false');
  });

  it('filters by category', async () => {
    const user = renderFaq();
    await user.click(screen.getByRole('button', { name: 'Payment' }));
    expect(screen.getByRole('button', { name: 'Payment' }).getAttribute('aria-pressed')).toBe('true');
    const expected = faqItems.filter((item) => item.category === 'payment');
    expect(questionButtons().map((button) => button.textContent)).toEqual(
      expected.map((item) => item.question),
    );
  });

  it('searches questions and answers, case-insensitively, within the chosen category', async () => {
    const user = renderFaq();
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'SCHEDULE');
    expect(questionButtons().map((button) => button.textContent)).toContain(
      'Can I schedule a ride in advance?',
    );
    expect(screen.queryByText('What does the SOS emergency button do?')).toBeNull();

    await user.clear(screen.getByRole('searchbox', { name: 'Search questions' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), '80%');
    await user.click(screen.getByRole('button', { name: 'Driver' }));
    const list = questionButtons().map((button) => button.textContent);
    expect(list).toContain('How much do drivers earn?');
    expect(list).not.toContain('How do drivers get paid?');
  });

  it('says "No results found" when nothing matches', async () => {
    const user = renderFaq();
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'submarine');
    expect(screen.getByText('No results found')).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText('0 questions shown')).toBeTruthy();

    await user.clear(screen.getByRole('searchbox', { name: 'Search questions' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'cash');
    await user.click(screen.getByRole('button', { name: 'Safety' }));
    expect(screen.getByText('No results found')).toBeTruthy();
  });
});
