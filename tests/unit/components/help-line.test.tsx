import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toBranchId, useHelpBranch, useKnownHelpBranch } from '@/components/help-line/help-branch';
import { callLabel, helpOffices } from '@/components/help-line/help-offices';
import { BranchHelpLine } from '@/components/help-line/branch-help-line';
import { useOptions } from '@/api/dropdowns';
import { offices, telHref } from '@/config/offices';

// The branches list as a screen would have it: not yet come, or come.
vi.mock('@/api/dropdowns', () => ({ useOptions: vi.fn() }));

const BRANCHES = [
  { value: 1, label: 'Maryland' },
  { value: 2, label: 'Virginia' },
  { value: 3, label: ' ohio ' },
  { value: 9, label: 'Delaware' },
];
const slugs = (chosen: readonly { slug: string }[]) => chosen.map((office) => office.slug);

describe('which office the help line offers', () => {
  it("is the applicant's state office when the branch is known and named in the branches list", () => {
    expect(slugs(helpOffices(1, BRANCHES))).toEqual(['maryland']);
    expect(slugs(helpOffices(2, BRANCHES))).toEqual(['virginia']);
    // The list's label decides, whatever its case and spaces.
    expect(slugs(helpOffices(3, BRANCHES))).toEqual(['ohio']);
  });

  it('is all three offices when the state is unknown, the list has not come, or names no office of ours', () => {
    const all = ['maryland', 'virginia', 'ohio'];
    expect(slugs(helpOffices(null, BRANCHES))).toEqual(all);
    expect(slugs(helpOffices(1, undefined))).toEqual(all);
    expect(slugs(helpOffices(4, BRANCHES))).toEqual(all);
    expect(slugs(helpOffices(9, BRANCHES))).toEqual(all);
  });

  it('names each link after its office, with the number as shown, and dials the digits', () => {
    const maryland = offices.find((office) => office.slug === 'maryland')!;
    expect(callLabel(maryland)).toBe(`Call the Maryland office, ${maryland.phone}`);
    expect(telHref(maryland.phone)).toMatch(/^tel:\+1\d{10}$/);
  });
});

describe('the known branch', () => {
  it('takes ids as numbers or form text, and nothing else', () => {
    expect(toBranchId(2)).toBe(2);
    expect(toBranchId('3')).toBe(3);
    for (const value of [0, -1, 1.5, '', 'x', '1a', null, undefined, [1], NaN]) expect(toBranchId(value)).toBeNull();
  });

  function Screen({ branchId }: { branchId: unknown }) {
    useHelpBranch(branchId);
    return null;
  }
  function Reader() {
    return <output>{String(useKnownHelpBranch())}</output>;
  }

  it('is set by the screen on show, follows its changes and is cleared when it leaves', () => {
    const reader = render(<Reader />);
    const shown = () => reader.container.querySelector('output')!.textContent;
    expect(shown()).toBe('null');
    const screen = render(<Screen branchId={1} />);
    expect(shown()).toBe('1');
    screen.rerender(<Screen branchId="2" />);
    expect(shown()).toBe('2');
    act(() => screen.unmount());
    expect(shown()).toBe('null');
  });

  it("is not cleared by a leaving screen once the next screen has set its own", () => {
    const reader = render(<Reader />);
    const shown = () => reader.container.querySelector('output')!.textContent;
    const first = render(<Screen branchId={1} />);
    const second = render(<Screen branchId={3} />);
    act(() => first.unmount());
    expect(shown()).toBe('3');
    act(() => second.unmount());
    expect(shown()).toBe('null');
  });
});

describe('the line of a screen that knows the state', () => {
  const options = (data: typeof BRANCHES | undefined) => ({ data }) as ReturnType<typeof useOptions>;
  const names = () => screen.queryAllByRole('link').map((link) => link.getAttribute('aria-label'));
  const virginia = offices.find((office) => office.slug === 'virginia')!;

  it("keeps the other offices' room, hidden from screen readers and keys, when the list came after it was drawn", () => {
    vi.mocked(useOptions).mockReturnValue(options(undefined));
    const line = render(<BranchHelpLine branchId={2} />);
    expect(names()).toHaveLength(3);
    vi.mocked(useOptions).mockReturnValue(options(BRANCHES));
    line.rerender(<BranchHelpLine branchId={2} />);
    expect(names()).toEqual([callLabel(virginia)]);
    expect(screen.getAllByRole('listitem', { hidden: true })).toHaveLength(3);
    expect(screen.getAllByRole('listitem', { hidden: true })[0]!.textContent).toContain('Virginia');
  });

  it('offers just the office when the list was there as it was drawn', () => {
    vi.mocked(useOptions).mockReturnValue(options(BRANCHES));
    render(<BranchHelpLine branchId={2} />);
    expect(names()).toEqual([callLabel(virginia)]);
    expect(screen.getAllByRole('listitem', { hidden: true })).toHaveLength(1);
  });
});
