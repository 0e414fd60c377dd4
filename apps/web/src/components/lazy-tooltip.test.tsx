import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyTooltip, loadTooltip } from './lazy-tooltip';

describe('lazy tooltip', () => {
  it('keeps a press that began before the Tooltip came: the click still lands', async () => {
    const onClick = vi.fn();
    render(
      <LazyTooltip title="Sign out">
        <button type="button" onClick={onClick} />
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Sign out' });

    // The press starts the load; the Tooltip arrives while the button is still held down.
    fireEvent.pointerDown(button);
    await act(() => loadTooltip());
    expect(button.isConnected).toBe(true);
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    // Once the press is over the Tooltip goes on, around a button that still works.
    await waitFor(() => expect(button.isConnected).toBe(false));
    const wrapped = screen.getByRole('button', { name: 'Sign out' });
    fireEvent.click(wrapped);
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
