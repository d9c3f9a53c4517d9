import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumbersSection } from '@/features/public/home/numbers-section';
import { yearsOfExperience } from '@/features/public/home/years-of-experience';
import { renderPublic } from './render-public';

afterEach(() => {
  vi.useRealTimers();
});

describe('the years of experience', () => {
  it('counts from 2008 to the current year', () => {
    expect(yearsOfExperience(new Date(2024, 5, 1))).toBe(16);
    expect(yearsOfExperience(new Date(2031, 0, 1))).toBe(23);
    expect(yearsOfExperience(new Date(2008, 11, 31))).toBe(0);
  });

  it("is computed on the page, never typed, beside the spec's other figures", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 2, 15));
    renderPublic(<NumbersSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Commitment in Numbers' })).toBeInTheDocument();
    const [clients, states, years] = screen.getAllByRole('listitem');
    expect(clients).toHaveTextContent('1800+Clients Served');
    expect(within(states!).getByText('3')).toBeInTheDocument();
    expect(states).toHaveTextContent('Ohio, Maryland, Virginia');
    expect(within(years!).getByText('22')).toBeInTheDocument();
    expect(years).toHaveTextContent('Years of Experience');
  });
});
