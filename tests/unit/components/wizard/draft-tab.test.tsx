import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { OpenElsewhere } from '@/components/wizard/open-elsewhere';
import { useDraftTab } from '@/components/wizard/use-draft-tab';

// Happy DOM has no BroadcastChannel; Node's is the standard's, between the channels of one process.
class Channel extends NodeBroadcastChannel {
  constructor(name: string) {
    super(name);
    this.unref();
  }
}
vi.stubGlobal('BroadcastChannel', Channel);

/** Another tab of the same browser: a channel of the same name, as each tab opens its own. */
const otherTab = new Channel('payee-draft-tabs');
const heardByOtherTab: unknown[] = [];
otherTab.onmessage = (event) => heardByOtherTab.push((event as { data: unknown }).data);

afterEach(() => {
  heardByOtherTab.length = 0;
});
afterAll(() => {
  otherTab.close();
  vi.unstubAllGlobals();
});

/** Messages cross a channel in a task of their own. */
const delivered = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

function Wizard({ draftKey }: { draftKey: string | null }) {
  const tab = useDraftTab(draftKey);
  if (!tab.here) return <OpenElsewhere text="Open in another tab." takeBackLabel="Continue here" onTakeBack={tab.takeBack} />;
  return (
    <form aria-label={`Wizard, turn ${tab.turn}`}>
      <input aria-label="Name" />
    </form>
  );
}

describe('one tab at a time types into a draft', () => {
  it('tells the other tabs which draft it opened, and nothing before there is one', async () => {
    const { rerender } = render(<Wizard draftKey={null} />);
    await delivered();
    expect(heardByOtherTab).toEqual([]);
    rerender(<Wizard draftKey="intake:new" />);
    await delivered();
    expect(heardByOtherTab).toEqual(['intake:new']);
    // The application created: its draft has a key of its own.
    rerender(<Wizard draftKey="intake:app:7" />);
    await delivered();
    expect(heardByOtherTab).toEqual(['intake:new', 'intake:app:7']);
  });

  it('stops drawing the form once another tab opens the same draft, and says so with the focus on it', async () => {
    render(<Wizard draftKey="onboarding:ONB-1" />);
    otherTab.postMessage('onboarding:ONB-2');
    await delivered();
    expect(screen.getByRole('form', { name: 'Wizard, turn 0' })).toBeInTheDocument();

    otherTab.postMessage('onboarding:ONB-1');
    await delivered();
    expect(screen.queryByRole('form')).toBeNull();
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Open in another tab.');
    expect(notice).toHaveFocus();
  });

  it('takes the draft back on request: the form drawn anew, and the other tab told', async () => {
    render(<Wizard draftKey="intake:app:9" />);
    await delivered();
    otherTab.postMessage('intake:app:9');
    await delivered();
    heardByOtherTab.length = 0;

    await userEvent.click(screen.getByRole('button', { name: 'Continue here' }));
    expect(screen.getByRole('form', { name: 'Wizard, turn 1' })).toBeInTheDocument();
    await delivered();
    expect(heardByOtherTab).toEqual(['intake:app:9']);

    // And again, as often as the person goes between the two.
    otherTab.postMessage('intake:app:9');
    await delivered();
    await userEvent.click(screen.getByRole('button', { name: 'Continue here' }));
    expect(screen.getByRole('form', { name: 'Wizard, turn 2' })).toBeInTheDocument();
  });
});
