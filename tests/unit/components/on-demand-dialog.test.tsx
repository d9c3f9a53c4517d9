import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { onDemandDialog } from '@/components/on-demand-dialog';

interface QuestionProps {
  open: boolean;
  onClose(): void;
}

const Question = ({ open }: QuestionProps) => <p>{open ? 'Asked' : 'Put away'}</p>;

describe('onDemandDialog', () => {
  it('fetches nothing until first opened, then shows the dialog once its code is in, and keeps it mounted', async () => {
    let arrive = (_component: typeof Question) => {};
    const load = vi.fn(() => new Promise<typeof Question>((resolve) => (arrive = resolve)));
    const Dialog = onDemandDialog<QuestionProps>(load, (props) => props.onClose());
    const { rerender } = render(<Dialog open={false} onClose={() => undefined} />);
    expect(load).not.toHaveBeenCalled();

    rerender(<Dialog open onClose={() => undefined} />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Asked')).toBeNull();
    arrive(Question);
    expect(await screen.findByText('Asked')).toBeInTheDocument();

    rerender(<Dialog open={false} onClose={() => undefined} />);
    expect(screen.getByText('Put away')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('puts the question away when its code cannot come, and tries again at the next opening', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Question);
    const Dialog = onDemandDialog<QuestionProps>(load, (props) => props.onClose());
    const onClose = vi.fn();
    const { rerender } = render(<Dialog open onClose={onClose} />);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Asked')).toBeNull();
    // The press is not lost in silence: the screen says why nothing opened.
    expect(screen.getByRole('alert')).toHaveTextContent('This could not be opened. Check your connection and try again.');

    rerender(<Dialog open={false} onClose={onClose} />);
    rerender(<Dialog open onClose={onClose} />);
    expect(await screen.findByText('Asked')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('puts the notice away when the person closes it', async () => {
    const Dialog = onDemandDialog<QuestionProps>(() => Promise.reject(new Error('offline')), (props) => props.onClose());
    render(<Dialog open onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
